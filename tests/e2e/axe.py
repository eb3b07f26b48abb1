"""axe-core in the real browser (issue 36, WCAG 2.2 AA, measured).

    assert_accessible(browser, "Inbox, light")   # fails with one readable line per violation

axe-core (ui/node_modules/axe-core, a devDependency of the UI, so `npm ci` installs it on a clean
clone) is injected into the page under test with selenium's execute_script and run over the whole
document with the WCAG 2.0, 2.1 and 2.2 level A and AA rules. A violation fails the test with its
rule, impact, the CSS path and the start of the HTML of each node, and axe's summary of what to fix, so the failure says what
the product must change.
"""
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "ui" / "node_modules" / "axe-core" / "axe.min.js"

# The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe's tags), nothing beyond: best-practice
# rules are advice, not the standard the product claims.
WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

# Nodes shown per rule in a failure: enough to find the component, not a page of selectors.
_NODES_SHOWN = 5


@cache
def _source() -> str:
    if not AXE.exists():
        raise AssertionError(f"{AXE} is missing: run `cd ui && npm ci` (axe-core is a devDependency)")
    return AXE.read_text()


def violations(browser) -> list[dict]:
    """axe's violations on the page as it stands (injected once per document)."""
    if not browser.execute_script("return typeof window.axe === 'object'"):
        browser.execute_script(_source())
    return browser.execute_async_script(
        """
        const [tags, done] = [arguments[0], arguments[arguments.length - 1]];
        // The page as it settles: two frames painted first, so that a style changed just before (the
        // theme switched) has started its transitions, then every transition or animation with an end
        // has ended (a badge fading in was once measured mid-fade, its colours blended: a contrast
        // 'violation' of a frame; a theme switched and scanned in the same frame read the old colours).
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const ending = () => document.getAnimations().filter((a) => {
          const timing = a.effect && a.effect.getComputedTiming();
          return timing && Number.isFinite(timing.endTime);
        });
        frame().then(frame)
          .then(() => Promise.all(ending().map((a) => a.finished.catch(() => null))))
          .then(() => window.axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']}))
          .then((r) => done(r.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map((n) => ({target: n.target.join(' '), html: n.html, summary: n.failureSummary})),
          }))), (e) => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));
        """, WCAG_AA)


def describe(found: list[dict]) -> str:
    lines = []
    for v in found:
        lines.append(f"- {v['id']} ({v['impact']}): {v['help']} [{len(v['nodes'])} node(s)]")
        for node in v["nodes"][:_NODES_SHOWN]:
            summary = " ".join((node["summary"] or "").split())
            lines.append(f"    {node['target']} {node['html'][:160]}: {summary}")
    return "\n".join(lines)


def assert_accessible(browser, where: str) -> None:
    found = violations(browser)
    assert not found, f"axe-core finds WCAG 2.2 AA violations on {where}:\n{describe(found)}"
