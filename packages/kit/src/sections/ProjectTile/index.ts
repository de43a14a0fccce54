export { ProjectTile } from "./ProjectTile";
export type { ProjectTileProps } from "./ProjectTile";
