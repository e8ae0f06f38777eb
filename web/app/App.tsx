import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
