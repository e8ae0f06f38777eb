import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startLoading } from './app/App';
import { handOverPaymentReturn } from './features/billing/paymentReturn';
import { i18nReady } from './i18n/i18n';

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
