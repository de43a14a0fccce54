export { resumeModel, resumeSectionTitles, taggedResumeUrl } from "./model";
export type {
  ResumeAward,
  ResumeJob,
  ResumeLink,
  ResumeModel,
  ResumeOptions,
  ResumeProject,
  ResumeSkillGroup,
} from "./model";
export { JSON_RESUME_SCHEMA_URL, toJsonResume } from "./jsonResume";
export type { JsonResume } from "./jsonResume";
export { contentForVariant } from "./variant";
export { resumeWords, resumeWordsWarning } from "./words";
export type { ResumeWords } from "./words";
