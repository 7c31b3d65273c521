import '../offline.css';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

/** What the app says about itself over every page: no connection, a new version. */
export function AppNotices() {
  return (
    <div className="app-notices">
      <OfflineBanner />
      <UpdatePrompt />
    </div>
  );
}
