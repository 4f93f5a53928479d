/** The app version shown in the shell and answered by app-config and health (spec §1). */
export const APP_VERSION = "v1.10.5";
