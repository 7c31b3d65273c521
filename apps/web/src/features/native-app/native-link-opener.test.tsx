import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NativeLinkOpener } from './native-link-opener';

const shell = vi.hoisted(() => ({
  open: undefined as ((event: { url: string }) => void) | undefined,
  remove: vi.fn(),
}));

vi.mock('@capacitor/app', () => ({
  App: {
    addListener: async (_event: string, listener: (event: { url: string }) => void) => {
      shell.open = listener;
      return { remove: shell.remove };
    },
  },
}));

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}`}</p>;
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <NativeLinkOpener />
      <CurrentPath />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  shell.open = undefined;
});

describe('NativeLinkOpener', () => {
  it("takes the native app to a tapped link's page", async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    const { unmount } = renderApp();
    await waitFor(() => expect(shell.open).toBeDefined());
    act(() => shell.open?.({ url: 'https://app.travesia.co/restore-pass?token=abc' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/restore-pass?token=abc');
    unmount();
    expect(shell.remove).toHaveBeenCalled();
  });

  it('does nothing on the web', async () => {
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shell.open).toBeUndefined();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
