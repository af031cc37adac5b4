import { formatTime as formatMoment } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/** A time as this screen shows it, in the reader's language and clock. */
export const formatTime = (iso: string) => formatMoment(iso, currentLanguage());
