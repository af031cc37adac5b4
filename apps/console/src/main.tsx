import { createQueryClient } from '@shopkeeper/front-kit/query-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/console-app.tsx';
import { createConsoleRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';

// The router starts fetching the first page's code now, in parallel with the texts.
const router = createConsoleRouter();
const queryClient = createQueryClient();

// Texts load before the first paint so nobody sees raw keys or a flash of another language;
// a failed download of texts still starts the console rather than leaving a blank page.
startI18n()
  .catch(() => undefined)
  .then(() => {
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <ConsoleApp router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
