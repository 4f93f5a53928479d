import { ClientMessages } from "@/components/i18n/client-messages";
import { ProfileLoadingOverlay } from "@/components/profile/view/loading-overlay";

/** Shown while the server reads the profile: the overlay stays until the profile (personal.id) is there. */
export default function ProfileLoading() {
  return (
    <ClientMessages namespaces={["profile", "uiInputs"]}>
      <ProfileLoadingOverlay />
    </ClientMessages>
  );
}
