import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { testRoutes } from '../routes/testRoutes';
import { renderApp } from '../layout/testing';
import { RenderErrorBoundary, RouteErrorPage, UNEXPECTED_ERROR_TEXT } from './ErrorPages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): ReactNode {
  throw new Error('The calculation table is missing.');
}

describe('errors outside the frame (spec §8)', () => {
  it("a path no route matches shows the router's 404 'No route matches URL'", () => {
    const router = createMemoryRouter(
      [{ path: '/', errorElement: <RouteErrorPage />, children: [{ path: 'a' }] }],
      {
        initialEntries: ['/nowhere'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: UNEXPECTED_ERROR_TEXT })).toBeTruthy();
    expect(document.querySelector('.ic-danger-block')!.textContent).toBe(
      '404 No route matches URL "/nowhere"',
    );
  });

  it("an action asked of a route without one shows the router's 405 in the danger block", async () => {
    const router = createMemoryRouter([
      { path: '/', errorElement: <RouteErrorPage />, children: [{ path: 'a', element: <p>A</p> }] },
    ]);
    render(<RouterProvider router={router} />);
    const formData = new FormData();
    formData.set('x', '1');
    await act(() => router.navigate('/a', { formMethod: 'post', formData }));
    expect(screen.getByRole('heading', { name: UNEXPECTED_ERROR_TEXT })).toBeTruthy();
    expect(document.querySelector('.ic-danger-block')!.textContent).toBe('405 Method Not Allowed');
  });

  it('a submission body the router cannot encode shows its 400 in the danger block', async () => {
    const router = createMemoryRouter([
      { path: '/', errorElement: <RouteErrorPage />, children: [{ path: 'a', element: <p>A</p> }] },
    ]);
    render(<RouterProvider router={router} />);
    // A JSON body on a GET: the router refuses to encode it (react-router's invalid-body 400).
    await act(() =>
      router.navigate('/a', { formMethod: 'get', formEncType: 'application/json', body: { x: 1 } }),
    );
    expect(screen.getByRole('heading', { name: UNEXPECTED_ERROR_TEXT })).toBeTruthy();
    expect(document.querySelector('.ic-danger-block')!.textContent).toBe('400 Bad Request');
  });

  it("a route the router refuses with 403 shows '403 Forbidden' in the danger block", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          children: [
            {
              path: 'a',
              loader: () => {
                throw data(null, { status: 403, statusText: 'Forbidden' });
              },
              element: <p>A</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: UNEXPECTED_ERROR_TEXT })).toBeTruthy();
    expect(document.querySelector('.ic-danger-block')!.textContent).toBe('403 Forbidden');
  });

  it('a rendering error shows its text in a danger-styled block under the default error heading', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    const block = document.querySelector('.ic-danger-block')!;
    expect(block.textContent).toBe('The calculation table is missing.');
  });

  it('RenderErrorBoundary without a page shows the danger block as an alert', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('ic-danger-block');
    expect(alert.textContent).toBe('The calculation table is missing.');
  });
});

describe('custom layout (spec §2 project overrides)', () => {
  it("replaces the default frame and receives the page's content", () => {
    function ProjectFrame({ children }: { children: ReactNode }) {
      return (
        <div data-testid="project-frame">
          <header>Project header</header>
          <main>{children}</main>
        </div>
      );
    }
    renderApp({
      routes: testRoutes({ isAuthenticated: true, frame: { customLayout: ProjectFrame } }),
      path: '/platform/Administration/CodeList',
      profile: { isAuthenticated: true, canLogOff: true },
    });
    const frame = screen.getByTestId('project-frame');
    expect(frame.textContent).toContain('Project header');
    expect(document.querySelector('.ic-topbar')).toBeNull();
    expect(document.querySelector('.ic-sidebar')).toBeNull();
    // The page itself renders inside the project's frame.
    expect(frame.querySelector('main')!.children.length).toBeGreaterThan(0);
  });
});
