export * from "./tenancy";
export * from "./identity";
export * from "./catalogue";
export * from "./auth";
export * from "./audit";
export * from "./jobs";
export * from "./profiles";
export * from "./interviews";
