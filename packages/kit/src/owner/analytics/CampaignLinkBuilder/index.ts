export { CampaignLinkBuilder, campaignTag, taggedLink } from "./CampaignLinkBuilder";
export type { CampaignLinkBuilderProps } from "./CampaignLinkBuilder";
