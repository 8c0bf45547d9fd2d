import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControl } from '../testing';

describe('Time', () => {
  it('renders hour and minute segments for HH:mm:ss', async () => {
    await renderControl({ name: 'Start', controlType: 'Time', displayName: 'Start', value: '08:30:00' });
    expect(screen.getAllByRole('spinbutton').length).toBeGreaterThanOrEqual(2);
  });
});
