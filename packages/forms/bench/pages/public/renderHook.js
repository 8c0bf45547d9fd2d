// React DevTools' global hook, installed before React loads: after each commit (while counting is
// on) it counts the components that rendered (React's PerformedWork flag) in the committed tree.
(function () {
  var counting = { enabled: false, renders: 0 };
  window.__renderCounting = counting;
  var COMPONENT_TAGS = { 0: 1, 1: 1, 11: 1, 14: 1, 15: 1 };
  // React DevTools' own test: a subtree whose child pointer did not change bailed out whole and
  // is skipped; elsewhere a component rendered when it mounted or has the PerformedWork flag.
  function walk(next, prev) {
    var stack = [[next, prev]];
    while (stack.length) {
      var pair = stack.pop();
      var fiber = pair[0];
      var before = pair[1];
      if (COMPONENT_TAGS[fiber.tag] && (!before || fiber.flags & 1)) counting.renders++;
      if (before && fiber.child === before.child) continue;
      for (var child = fiber.child; child; child = child.sibling) stack.push([child, child.alternate]);
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject: function (renderer) {
      var id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot: function () {},
    onCommitFiberRoot: function (_id, root) {
      if (counting.enabled) walk(root.current, root.current.alternate);
    },
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    checkDCE: function () {},
  };
})();
