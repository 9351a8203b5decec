import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

function Screens() {
  const { key } = useLocation();
  return (
    <>
      <Link to="/fine">Go elsewhere</Link>
      <RouteErrorBoundary locationKey={key}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>Fine page</p>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('route error boundary', () => {
  it('shows the error page with a reload button when a screen fails to render', () => {
    // React reports the caught error on the console; the page is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('renders the next screen after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Screens />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
