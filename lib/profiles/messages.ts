import { messageKeyOf } from "@/lib/i18n/message-keys";

/**
 * Texts of the builder's validation (second document §5 "Talent profile building": every listed
 * field is required; the to date after the from date; at least one stack). The spec lists the
 * fields but not their wording, so the wording follows its other messages ("Please enter …",
 * "Please select …"). Schemas carry these English texts; forms show `builder.validation.{key}`.
 */
export const PROFILE_MESSAGES = {
  resumeRequired: "Please upload your resume",
  firstNameRequired: "Please enter first name",
  lastNameRequired: "Please enter last name",
  nameTooLong: "Name must be at most 20 characters",
  emailInvalid: "Enter a valid Email Id",
  phoneInvalid: "Please enter a valid phone number",
  linkedInInvalid: "Please enter a valid LinkedIn URL",
  levelRequired: "Please select level",
  courseRequired: "Please enter course",
  domainRequired: "Please select domain",
  designationRequired: "Please select designation/role",
  technologyRequired: "Please select technology",
  experienceRequired: "Please select experience",
  categoryRequired: "Please select category",
  stackDuplicate: "This technology is already added",
  availabilityRequired: "Please select availability",
  workplaceTypeRequired: "Please select workplace type",
  currentLocationRequired: "Please select current location",
  yearsMonthsRequired: "Please select years and months",
  companyRequired: "Please enter company",
  projectTitleRequired: "Please enter project title",
  descriptionRequired: "Please enter description",
  fromRequired: "Please select from date",
  toRequired: "Please select to date",
  toAfterFrom: "To date must be after from date",
  stackRequired: "Please add at least one stack",
  yearInvalid: "Please select a year from the list",
  validTillBeforeYear: "Valid till must not be before the year",
  dependentsRange: "Dependents must be between 1 and 14",
  dobInvalid: "Please enter a valid date of birth",
  ageUnder18: "You must be over 18",
  dateInvalid: "Please enter a valid date",
  choiceInvalid: "Please select an option from the list",
  countryInvalid: "Please select a country from the list",
  textTooLong: "This text is too long",
  textInvalid: "This text contains a character that is not allowed",
  tooMany: "Too many entries",
  fileInvalid: "This file could not be found. Please upload it again",
} as const;

export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;

/** The translation key of a schema message, or undefined for a text that is not ours. */
export const profileMessageKey = messageKeyOf(PROFILE_MESSAGES);
