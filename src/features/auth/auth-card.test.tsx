/**
 * The signed-out screens' outline (WCAG 1.3.1, Lighthouse's heading-order audit): the system's
 * name is the page's one h1, the card's task its h2, with no level skipped.
 */
import { screen } from '@testing-library/react';
import { renderWithStore } from '../../../test/support/render-with-store';
import { AuthCard } from './auth-card';

describe('AuthCard', () => {
  it('heads the page with the system name (h1) and the card with its task (h2)', () => {
    renderWithStore(
      <AuthCard heading="用户登录">
        <p>表单</p>
      </AuthCard>,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => heading.tagName)).toEqual(['H1', 'H2']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('用户登录');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute(
      'data-testid',
      'login-system-title',
    );
  });
});
