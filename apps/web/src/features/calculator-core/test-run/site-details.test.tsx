import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { SiteDetails } from './site-details';
import type { SiteRecord } from './types';

type PositionCallbacks = [PositionCallback, PositionErrorCallback | null | undefined];

// The browser's Geolocation API, stubbed: the test decides when and how it answers.
let pending: PositionCallbacks | null = null;
const getCurrentPosition = vi.fn(
  (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    pending = [success, failure];
  },
);
const originalGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');

function answerWithPosition(latitude: number, longitude: number) {
  const [success] = pending ?? [];
  act(() => success?.({ coords: { latitude, longitude } } as GeolocationPosition));
}

function answerWithError() {
  const [, failure] = pending ?? [];
  act(() => failure?.({ code: 3, message: 'Timeout' } as GeolocationPositionError));
}

const EMPTY: SiteRecord = { siteName: '', sectionIdentity: '', location: null };

function renderSiteDetails(initial: SiteRecord = EMPTY) {
  const onChange = vi.fn<(next: SiteRecord) => void>();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <SiteDetails
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  render(
    <>
      <Harness />
      <Toaster />
    </>,
  );
  return { user, onChange };
}

async function findToast(title: string, description: string) {
  expect(await screen.findByText(title, { selector: '[data-title]' })).toBeInTheDocument();
  expect(screen.getByText(description, { selector: '[data-description]' })).toBeInTheDocument();
}

beforeEach(() => {
  pending = null;
  getCurrentPosition.mockClear();
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
});
afterEach(() => {
  toast.dismiss();
  if (originalGeolocation) Object.defineProperty(navigator, 'geolocation', originalGeolocation);
  else Reflect.deleteProperty(navigator, 'geolocation');
});

describe('SiteDetails', () => {
  it('records the site name and section identity', async () => {
    const { user, onChange } = renderSiteDetails();
    await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Unit 4');
    await user.type(screen.getByRole('textbox', { name: 'Section identity' }), 'Kitchen');
    expect(onChange).toHaveBeenLastCalledWith({
      siteName: 'Unit 4',
      sectionIdentity: 'Kitchen',
      location: null,
    });
    expect(screen.getByText('No location recorded.')).toBeInTheDocument();
  });

  it('asks for a high-accuracy position with a 15 s timeout, showing it is busy', async () => {
    const { user } = renderSiteDetails();
    await user.click(screen.getByRole('button', { name: 'Get Current Location' }));
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 0,
    });
    const busy = screen.getByRole('button', { name: 'Getting Location…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while busy does not ask again.
    await user.click(busy);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("shows the position to 6 decimals and toasts 'Location Captured'", async () => {
    const { user, onChange } = renderSiteDetails();
    await user.click(screen.getByRole('button', { name: 'Get Current Location' }));
    answerWithPosition(51.50735091, -0.1277583);
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY,
      location: { latitude: 51.50735091, longitude: -0.1277583 },
    });
    expect(screen.getByText('Latitude').nextElementSibling).toHaveTextContent('51.507351');
    expect(screen.getByText('Longitude').nextElementSibling).toHaveTextContent('-0.127758');
    await findToast('Location Captured', '51.507351, -0.127758');
    expect(screen.getByRole('button', { name: 'Get Current Location' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('keeps what was typed while the position was being found', async () => {
    const { user, onChange } = renderSiteDetails();
    await user.click(screen.getByRole('button', { name: 'Get Current Location' }));
    await user.type(screen.getByRole('textbox', { name: 'Site name' }), 'Depot');
    answerWithPosition(53.4808, -2.2426);
    expect(onChange).toHaveBeenLastCalledWith({
      siteName: 'Depot',
      sectionIdentity: '',
      location: { latitude: 53.4808, longitude: -2.2426 },
    });
  });

  it("toasts 'Location Error' when the position cannot be found", async () => {
    const { user, onChange } = renderSiteDetails();
    await user.click(screen.getByRole('button', { name: 'Get Current Location' }));
    answerWithError();
    await findToast('Location Error', 'Unable to get current location');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get Current Location' })).toBeInTheDocument();
  });

  it("toasts 'Location Error' when the browser has no geolocation", async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
    const { user } = renderSiteDetails();
    await user.click(screen.getByRole('button', { name: 'Get Current Location' }));
    await findToast('Location Error', 'Unable to get current location');
  });

  it('shows a location already recorded', () => {
    renderSiteDetails({ ...EMPTY, location: { latitude: 52.2, longitude: 0.1218 } });
    expect(screen.getByText('52.200000')).toBeInTheDocument();
    expect(screen.getByText('0.121800')).toBeInTheDocument();
  });
});
