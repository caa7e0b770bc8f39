// Repairs for the accessibility bugs of the Scalar viewer (@scalar/api-reference 1.46) that axe
// finds on /api-reference, applied to its DOM as it renders (docs/accessibility.md). Scalar 1.72
// fixes the first three upstream; drop each repair when an upgrade makes it find nothing.
(() => {
  const TAB_ROLES = new Set(["tab", "option", "row", "gridcell", "columnheader", "rowheader", "treeitem"]);
  const visibleText = (el) => (el.innerText || el.textContent || "").replace(/\s+/g, " ").trim();

  function repair(root) {
    // Sidebar entries are buttons that carry aria-selected, which a button may not: the current
    // one becomes aria-current, the others lose it.
    for (const el of root.querySelectorAll("[aria-selected]")) {
      if (TAB_ROLES.has(el.getAttribute("role") || "")) continue;
      if (el.getAttribute("aria-selected") === "true") el.setAttribute("aria-current", "true");
      else el.removeAttribute("aria-current");
      el.removeAttribute("aria-selected");
    }
    // The client-library tab list also holds a "More" button, which a tab list may not: it
    // becomes a tab of the list (it opens the other libraries).
    for (const el of root.querySelectorAll("[role=tablist] button:not([role])")) {
      el.setAttribute("role", "tab");
      el.setAttribute("aria-selected", "false");
    }
    // The sidebar's search button has role=search (a landmark), which hides its words.
    for (const el of root.querySelectorAll("button[role=search]")) el.removeAttribute("role");
    // Icon-only copy buttons of the code blocks, and of the request and response example cards, have no name.
    for (const el of root.querySelectorAll(".scalar-code-copy:not([aria-label]), .code-copy:not([aria-label])")) {
      if (el.matches("button, [role=button]")) el.setAttribute("aria-label", "Copy code");
    }
    // A name must contain the words it shows ("Show More" named "Show all Events endpoints").
    for (const el of root.querySelectorAll("button[aria-label]")) {
      const label = el.getAttribute("aria-label");
      const text = visibleText(el);
      if (text && /[a-z0-9]/i.test(text) && !label.toLowerCase().includes(text.toLowerCase())) el.setAttribute("aria-label", `${text}: ${label}`);
    }
  }

  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      repair(document);
    });
  };
  new MutationObserver(schedule).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["aria-selected", "aria-label", "role"],
  });
  schedule();
})();
