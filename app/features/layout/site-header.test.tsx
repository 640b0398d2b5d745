// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header.tsx';

/** The address of the last link followed: the header's links are plain links, each page its own document. */
let followed: string | null = null;
function followLink(event: MouseEvent) {
  const link = (event.target as Element).closest('a');
  if (!link) return;
  followed = link.getAttribute('href');
  event.preventDefault();
}

function renderHeader(path = '/products') {
  const user = userEvent.setup();
  followed = null;
  render(<SiteHeader pathname={path} />);
  return { user, currentPath: () => followed };
}

beforeEach(() => document.addEventListener('click', followLink));
afterEach(() => document.removeEventListener('click', followLink));

beforeEach(() => {
  // jsdom has no media queries.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: true,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  // Nor does it lay anything out: no section ever crosses the middle of the window.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(cleanup);

const desktopNav = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;

describe('SiteHeader contact strip', () => {
  it('links the phone and the email and names the region and the support promise', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /\+91 40 4852 7100/ })).toHaveAttribute(
      'href',
      'tel:+914048527100',
    );
    expect(screen.getByRole('link', { name: /care@aarogyalifesciences\.in/ })).toHaveAttribute(
      'href',
      'mailto:care@aarogyalifesciences.in',
    );
    expect(screen.getAllByText('Telangana').length).toBeGreaterThan(0);
    expect(screen.getAllByText('24/7 Customer Support').length).toBeGreaterThan(0);
  });
});

describe('SiteHeader desktop dropdowns', () => {
  it('opens with ArrowDown on its button, moves with arrows and closes with Escape back on the button', async () => {
    const { user } = renderHeader();
    const toggle = within(desktopNav()).getByRole('button', { name: 'Show Products submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toBeVisible();
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Prescription Medicines',
      'OTC Products',
      'Supplements',
      'Medical Devices',
      'Check a Pack',
    ]);
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('toggles with Enter and Space and keeps only one dropdown open', async () => {
    const { user } = renderHeader();
    const products = within(desktopNav()).getByRole('button', { name: 'Show Products submenu' });
    const services = within(desktopNav()).getByRole('button', { name: 'Show Services submenu' });

    products.focus();
    await user.keyboard('{Enter}');
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(products).toHaveAttribute('aria-expanded', 'false');

    services.focus();
    await user.keyboard(' ');
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after an item is chosen and goes to its page', async () => {
    const { user, currentPath } = renderHeader();
    const toggle = within(desktopNav()).getByRole('button', { name: 'Show Services submenu' });
    await user.click(toggle);
    await user.click(within(desktopNav()).getByRole('link', { name: 'Quality Assurance' }));
    expect(currentPath()).toBe('/services/quality-assurance');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    const { user } = renderHeader();
    const toggle = within(desktopNav()).getByRole('button', { name: 'Show Products submenu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // into the list
    await user.tab({ shift: true }); // back on the button: still inside the entry
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => within(desktopNav()).getByRole('link', { name: 'Research' }).focus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the overview pages as links beside the buttons', () => {
    renderHeader();
    expect(within(desktopNav()).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(desktopNav()).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  });
});

describe('SiteHeader section links', () => {
  it('lead to the sections of the home page from another page', async () => {
    const { user, currentPath } = renderHeader('/services');
    expect(within(desktopNav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/#about');
    await user.click(within(desktopNav()).getByRole('link', { name: 'Contact' }));
    expect(currentPath()).toBe('/#contact');
  });
});

describe('SiteHeader mobile menu', () => {
  it('opens and closes with its button, which names the menu it controls', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );

    await user.click(button);
    expect(menu).not.toBeVisible();
  });

  it('toggles a submenu on click and closes entirely once an item is chosen', async () => {
    const { user, currentPath } = renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;

    const submenuToggle = within(menu).getByRole('button', { name: 'Show Products submenu' });
    await user.click(submenuToggle);
    expect(submenuToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(submenuToggle);
    expect(submenuToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(submenuToggle);

    await user.click(within(menu).getByRole('link', { name: 'Supplements' }));
    expect(currentPath()).toBe('/products/supplements');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user } = renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    within(menu).getByRole('link', { name: 'Research' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
