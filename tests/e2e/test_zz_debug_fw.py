import pytest
from tests.e2e.screens import visible
from tests.e2e.test_getting_started import _demo, _contract_slug
from tests.e2e.world import sign_in_browser

pytestmark = pytest.mark.e2e


def test_debug(app, site, browser):
    supplier, customer = _demo(app)
    sign_in_browser(app, browser, site, customer.email)
    browser.set_window_size(390, 900)
    browser.get(f"{site}/{customer.slug}/projects/{supplier.slug}/{_contract_slug(app, supplier.slug)}/claims/5/schedule")
    visible(browser, "[data-testid=schedule-lines]")
    import time; time.sleep(2)
    out = browser.execute_script("""
      const w = window.innerWidth; const res = [];
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > w + 1) {
          let inScroll = false; let p = el.parentElement;
          while (p) { const s = getComputedStyle(p); if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') { if (p !== document.documentElement && p !== document.body) { inScroll = true; break; } } p = p.parentElement; }
          res.push((inScroll ? 'IN ' + p.tagName + '.' + String(p.className).slice(0,60) + ' :: ' : '') + el.tagName + '.' + (el.className && el.className.baseVal === undefined ? el.className : '') + ' right=' + Math.round(r.right) + ' w=' + Math.round(r.width) + ' ' + (el.getAttribute('data-testid')||''));
        }
      }
      return [document.documentElement.scrollWidth, w, res.slice(0, 30)];
    """)
    print("DEBUG", out)
    browser.set_window_size(1280, 900)
    assert 0
