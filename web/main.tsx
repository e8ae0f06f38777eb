import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startLoading } from './app/App';
import { handOverPaymentReturn } from './features/billing/paymentReturn';
import { i18nReady } from './i18n/i18n';
import { registerServiceWorker } from './pwa/register';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function render() {
  createRoot(root!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A payment return on a phone's browser belongs to the mobile app when it was paid there (spec content part 2).
handOverPaymentReturn();
startLoading(window.location.pathname);

// The first paint waits for the interface language's texts (one small chunk); if they cannot load, the app still
// renders and RouteError offers a reload.
i18nReady.then(render, (error: unknown) => {
  console.error(error);
  render();
});

// The service worker keeps the app and the open paper for a reload offline (docs/offline.md). It is registered once
// the page has loaded; Vite's dev server has none. Its registration (0.5 KB) is in the entry: as a chunk of its own it
// cost a request whose headers weighed as much as its code (bench/README.md, 2026-12-07).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // A refused registration is reported by registerServiceWorker itself.
  window.addEventListener('load', () => registerServiceWorker());
}
