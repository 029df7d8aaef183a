// What the browser tests of issue 27 share: Debian's Chromium and its flags (no browser download,
// nothing from the network), and the counter of checks that each test prints at its end.
export const chromiumOptions = (extra) => Object.assign({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync']
}, extra || {});

// t.check(cond, what) prints "ok" or "FAIL" and counts; t.fail(what) counts a test that stopped;
// t.summary(name) prints "name: N/M checks passed" and returns the exit status.
export function checker() {
  const t = { checks: 0, failures: 0 };
  t.check = (cond, what) => {
    t.checks++;
    if (cond) console.log('  ok   ' + what);
    else { t.failures++; console.log('  FAIL ' + what); }
  };
  t.fail = (what) => { t.failures++; console.log('  FAIL ' + what); };
  t.summary = (name) => { console.log(`${name}: ${t.checks - t.failures}/${t.checks} checks passed`); return t.failures ? 1 : 0; };
  return t;
}
