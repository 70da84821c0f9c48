import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../app/router';
import { termsSections } from '../../../content/terms';
import { strategicObjectives } from '../../../content/vision';
import { renderApp } from '../../../test/render-app';

// The spec names these sections and objectives; their headings read exactly so (numbers stay outside them).
describe('headings of the terms and the vision', () => {
  it('gives each numbered section of the terms its title alone as its heading, in order', async () => {
    renderApp({ pages: pageRoutes, path: '/terms' });
    await screen.findByRole('heading', { level: 2, name: 'Accuracy of Information' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.filter((text) => termsSections.some((section) => section.title === text))).toEqual(termsSections.map((section) => section.title));
    expect(termsSections).toHaveLength(8);
  });

  it('heads each strategic objective with its name alone', async () => {
    renderApp({ pages: pageRoutes, path: '/vision' });
    for (const objective of strategicObjectives) {
      expect(await screen.findByRole('heading', { level: 3, name: objective.title })).toHaveTextContent(new RegExp(`^${objective.title}$`));
    }
  });
});
