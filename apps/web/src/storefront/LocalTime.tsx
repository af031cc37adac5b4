import { formatTime } from '@shopkeeper/front-kit/format';
import { useEffect, useState } from 'react';
import { utcTime } from './text.ts';

/**
 * A moment in the buyer's own time zone and language. The server does not know the buyer's
 * zone, so the page it sends says the moment in UTC (the same text the hydration renders
 * first, so the two match); once the script runs, the browser writes it in its own zone.
 */
export function LocalTime({ iso, lang }: { iso: string; lang: string }) {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => setLocal(formatTime(iso, lang)), [iso, lang]);
  return <time dateTime={iso}>{local ?? utcTime(iso)}</time>;
}
