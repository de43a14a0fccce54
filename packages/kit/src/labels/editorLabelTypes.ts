/**
 * The groups of labels of the content editor (`ContentEditor`), part of {@link Labels}: the page
 * and its publishing (`editor`), the fields made from the content's schema (`editorFields`), the
 * images (`editorImages`), the posts (`editorPosts`) and the preview (`editorPreview`). Counts
 * come as numbers (a function chooses the grammatical form); names, paths and sizes come as
 * text, ready to place.
 *
 * The problems the build's content check reports (core's `describeIssue`) are shown as core words
 * them, in English: they are the build's sentences, not the editor's.
 */
import type { Labels } from "./labels";

/** The editor's page: loading, the parts of the form, publishing and its outcome, a file's history, the projects. */
export interface EditorLabels {
  /** The page's heading. */
  heading: string;
  loading: string;
  /** Under the host's words when the content could not load. */
  tryAgain: string;
  /** The paragraph at the top of the form. */
  intro: string;
  /** The heading of the notice that says why nothing can be published here (the host's words under it). */
  readOnly: string;
  /** Name of the navigation to each part of the form. */
  partsNav: string;
  /** Each part's heading and link: one per content file, then the posts and the images. */
  parts: {
    site: string;
    profile: string;
    about: string;
    experience: string;
    skills: string;
    projects: string;
    posts: string;
    images: string;
  };
  /** What the History button of projects.json (the projects' order) names. */
  projectsOrder: string;
  /** A file whose text is not JSON, in place of its fields. */
  unreadable: string;
  publish: string;
  publishing: string;
  /** Beside Publish: why it is not available, or what it would publish. */
  publishOff: string;
  checking: string;
  fixToPublish: (problems: number) => string;
  noChanges: string;
  filesChanged: (files: number) => string;
  /** What a publish did, on a deploy (a commit) and on disk (`files`: "content/profile.json, …"). */
  published: string;
  savedOnDisk: (files: string) => string;
  /** What undoing a publish did, on a deploy and on disk. */
  undone: string;
  undoneOnDisk: (files: string, count: number) => string;
  /** What restoring a version did: the file's path, the version's date (formatted) and its message. */
  restored: (version: { file: string; date: string; message: string }) => string;
  restoredOnDisk: (version: { file: string; date: string; message: string }) => string;
  /** Why a version cannot be restored: it deleted the file (its path). */
  versionDeleted: (file: string) => string;
  /** The link to the publish's commit on the Git host. */
  seeCommit: string;
  undo: string;
  undoing: string;
  /** Someone published first: nothing was written. */
  conflict: string;
  reload: string;
  /** The heading of the list of problems at the top. */
  problems: (count: number) => string;
  /** A file's History button, from what the file is to the owner ("Profile and links"). */
  historyOf: (title: string) => string;
  /** The History dialog's heading, from the file's path ("content/profile.json"). */
  versionsOf: (file: string) => string;
  loadingVersions: string;
  /** After the newest version's message. */
  latest: string;
  restore: string;
  restoring: string;
  close: string;
  /** A project's legend, from its place ("2") and its title. */
  project: (position: string, title: string) => string;
  removeProject: string;
  /** Where a project's page is, and its file, from its address ("atlas"). */
  projectPage: (slug: string) => string;
  newProjectAddress: string;
  addProject: string;
  badProjectAddress: string;
  takenProjectAddress: (slug: string) => string;
}

/**
 * The fields, made from the content's schema: each is named by its key, through `fieldNames`
 * where a language names it, else `fieldName`. English names most keys by title-casing them
 * ("inDevelopment" → "In development"); another language gives a table of every key.
 */
export interface EditorFieldsLabels {
  /** Names of fields (and kinds of project block), by key; a key not listed is named by `fieldName`. */
  fieldNames: Readonly<Record<string, string>>;
  /** The name of a field whose key `fieldNames` does not list. */
  fieldName: (key: string) => string;
  /** What one item of a list is called, by the list's key ("roles" → "Role"); else the list's name. */
  itemNames: Readonly<Record<string, string>>;
  /** An item's name and its place in its list: "Role 2". */
  item: (name: string, position: string) => string;
  /** What a field is for, by key, where the editor says more than the build's check. */
  descriptions: Readonly<Record<string, string>>;
  /**
   * What the field at `path` (`roles[2].title`) of `file` is for, if it needs saying; English
   * says what the build's content check says (core's `fieldHint`).
   */
  hint: (file: string, path: string) => string | undefined;
  /** The words of a choice's values ("private"); a value not listed is shown as it is. */
  choices: Readonly<Record<string, string>>;
  /** Buttons that put in, or take out, an optional group or a list's item, from its name. */
  add: (name: string) => string;
  remove: (name: string) => string;
  /** A list item's button (its name follows for assistive technology). */
  removeItem: string;
  moveUp: string;
  moveDown: string;
  /** The choice of a new block's kind, from the item's name ("Block"). */
  kindOf: (name: string) => string;
  /** A field that is one of several kinds of value: none, one of its own, or (if optional) left out. */
  none: string;
  custom: string;
  default: string;
}

/** The image fields' upload and choice, and the media library. */
export interface EditorImagesLabels {
  /** The upload of an image field, from the field's name. */
  upload: (name: string) => string;
  uploading: string;
  /** Name of the upload's progress bar. */
  progress: string;
  /** How many parts of the upload arrived. */
  parts: (received: number, parts: number) => string;
  /** The types and size an upload takes, from the size (formatted, "10.0 MB"). */
  accepted: (limit: string) => string;
  tooLarge: (file: { name: string; size: string; limit: string }) => string;
  /** An upload was stored: its path and size in pixels. */
  uploaded: (image: { path: string; width: string; height: string }) => string;
  /** The choice of an image already uploaded, from the field's name. */
  choose: (name: string) => string;
  noneOfThem: string;
  /** An uploaded image without alt text, as a problem of its field. */
  altRequired: string;
  loading: string;
  empty: string;
  /** A list of files cut short: the first ones and how many more. */
  andMore: (files: string, more: number) => string;
  usedIn: (files: string) => string;
  notUsed: string;
  /** The narrower copies the build makes of an image, from their widths ("640, 960"). */
  copies: (widths: string) => string;
  noCopies: string;
  /** The label of an image's replacement, from its path. */
  replace: (path: string) => string;
  uploadImage: string;
  deleteUnused: string;
  allUsed: string;
  unused: (count: number) => string;
  deleteQuestion: (count: number) => string;
  deleteNote: (count: number) => string;
  delete: string;
  deleting: string;
  cancel: string;
  deleted: (count: number) => string;
  /** An image replaced everywhere the draft shows the old one. */
  replaced: (change: { path: string; old: string; files: string }) => string;
  /** An image added to the library. */
  added: (image: { path: string; width: string; height: string }) => string;
}

/** The posts: their list, a new one, renaming and deleting, and a post's fields. */
export interface EditorPostsLabels {
  intro: string;
  none: string;
  /** Name of the list of posts. */
  list: string;
  draftMarker: string;
  untitled: string;
  /** The languages a post is written in, their names listed ("English, Deutsch"). */
  versions: (languages: string) => string;
  edit: string;
  close: string;
  rename: string;
  delete: string;
  cancel: string;
  newTitle: string;
  newAddress: string;
  /** Where the new post's page will be, from its address (empty until typed). */
  newAddressHint: (slug: string) => string;
  create: string;
  badAddress: string;
  takenAddress: (slug: string) => string;
  renameTo: (title: string) => string;
  renameHint: string;
  deleteQuestion: (title: string) => string;
  /** What deleting does, from how many files the post has (one per language). */
  deleteMessage: (files: number) => string;
  /** Name of an open post's group, from its title. */
  editing: (title: string) => string;
  /** Name of the language tabs. */
  languages: string;
  /** A language the post has no file in yet, and the button that copies the default's, from language names. */
  missing: (language: string) => string;
  startFrom: (language: string) => string;
  /** A file whose front matter cannot be read, and its one text area. */
  unreadable: string;
  wholeFile: string;
  /** The front matter's fields, and what they are for. */
  fields: { title: string; date: string; updated: string; summary: string; draft: string };
  hints: { date: string; updated: string; summary: string; draft: string };
  tags: string;
  tagsHint: string;
  cover: string;
  coverAlt: string;
  coverSrc: string;
  removeCover: string;
  markdown: string;
  markdownHint: string;
  /** The heading of the rendered Markdown, and what it says before it can show it. */
  preview: string;
  previewLoading: string;
  previewFailed: string;
}

/** The preview of the home page beside the form. */
export interface EditorPreviewLabels {
  heading: string;
  language: string;
  /** The colour scheme's choice. */
  colours: string;
  light: string;
  dark: string;
  /** The viewport's choice. */
  width: string;
  phone: string;
  desktop: string;
  /** The draft has a problem: the preview shows the last version without one, or nothing yet. */
  lastGood: string;
  waiting: string;
  /** The frame's name, from the chosen language's name and the words of the chosen options. */
  frame: (page: { language: string; colours: string; width: string }) => string;
}

/** The editor's groups of {@link Labels}. */
export type EditorLabelGroups = Pick<
  Labels,
  "editor" | "editorFields" | "editorImages" | "editorPosts" | "editorPreview"
>;
