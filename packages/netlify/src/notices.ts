/**
 * Every notice kind, registered: what the retry schedule needs to send any queued notice.
 * notify/ names no domain, so this file (beside the domains, not inside notify/) loads
 * each domain's registration. A new kind registers in its domain and is listed here.
 */
import "./contacts/notices";
import "./analytics/application-notice";
import "./analytics/signal-notice";
import "./analytics/cap-notice";

export { RETRY_WINDOW_MS, retryNotifications, type RetryRun, type RetryRunOptions } from "./notify/retry";
