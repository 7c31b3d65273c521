import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLastSync } from '../../../lib/offline/last-sync';
import { AppNotices } from './app-notices';

const worker = vi.hoisted(() => ({
  applyUpdate: null as (() => void) | null,
  listeners: new Set<() => void>(),
}));

vi.mock('../service-worker', () => ({
  startServiceWorker: vi.fn(),
  readApplyUpdate: () => worker.applyUpdate,
  subscribeToUpdate: (listener: () => void) => {
    worker.listeners.add(listener);
    return () => worker.listeners.delete(listener);
  },
}));

function announceUpdate(apply: (() => void) | null) {
  act(() => {
    worker.applyUpdate = apply;
    for (const listener of worker.listeners) listener();
  });
}

afterEach(() => {
  announceUpdate(null);
  act(() => {
    onlineManager.setOnline(true);
    setLastSync(null);
  });
});

describe('AppNotices', () => {
  it('says nothing while the app is online and up to date', () => {
    const { container } = render(<AppNotices />);
    expect(container).toHaveTextContent('');
  });

  it('offers to reload onto a new version once one is waiting', async () => {
    render(<AppNotices />);
    const apply = vi.fn();
    announceUpdate(apply);
    expect(screen.getByRole('status')).toHaveTextContent('Hay una nueva versión');
    await userEvent.click(screen.getByText('Actualizar'));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('says "Sin conexión" with the time of the last sync, in Colombian time', () => {
    render(<AppNotices />);
    act(() => {
      setLastSync(Date.parse('2026-12-03T19:05:00Z'));
      onlineManager.setOnline(false);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Sin conexiónÚltima sincronización de tus reservas: 3 (de )?dic\.? (de )?2026, 2:05 p\. m\.$/,
    );
  });

  it('says when no trips are kept on this device yet', () => {
    render(<AppNotices />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent('Este dispositivo aún no tiene reservas guardadas.');
  });
});
