/**
 * Write side of jobs, one file a command under lib/jobs/commands/; commands/shared.ts holds the
 * job-row lock, the activity-log helper and the checks they share.
 */
export { assignJob } from "./commands/assign-job";
export { changeStatus, type ChangeStatusResult } from "./commands/change-status";
export { addCollaborator, removeCollaborator } from "./commands/collaborators";
export { createJob, type CreateSource } from "./commands/create-job";
export { extendDueDate } from "./commands/extend-due-date";
export { recordApplication } from "./commands/record-application";
export { repostJob } from "./commands/repost-job";
export { setPublished } from "./commands/set-published";
export { TemplateNameTakenError, createFromTemplate, saveTemplate } from "./commands/templates";
export { updateJob } from "./commands/update-job";
