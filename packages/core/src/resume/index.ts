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
<<<<<<< HEAD
export { contentForVariant } from "./variant";
export { resumeWords } from "./words";
=======
export { resumeWords, resumeWordsWarning } from "./words";
>>>>>>> pdf48
export type { ResumeWords } from "./words";
