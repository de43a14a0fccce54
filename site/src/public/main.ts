/**
 * The script of every public page, and all of it at load: the page is the prerendered HTML and
 * CSS, and this attaches the kit's behaviours (section scrolling, the nav background fallback,
 * the menu sheet, the light/dark toggle, reveals), schedules the one page view of this load and
 * waits for intent to hydrate the contact form. No React until then.
 */
import { enhance } from "@pmfolio/kit/behaviors";
import { scheduleTracking } from "../tracker";
import { hydrateContactOnIntent } from "./contactOnIntent";

enhance(document);
hydrateContactOnIntent(document);
scheduleTracking();
