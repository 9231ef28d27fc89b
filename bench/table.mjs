/** The benchmark's results as one Markdown table (also pasted into docs/performance.md). */
const int = (value) => Math.round(value).toLocaleString('en-US');
const ms = (value) => (value === undefined ? '–' : value.toFixed(1));
const kb = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

function hitLines(hits) {
  const ratio = (figure) =>
    figure
      ? `${figure.ratio.toFixed(2)}× (target ≥ ${figure.target}×; rounds ${figure.rounds.map((value) => value.toFixed(2)).join(', ')}; by CPU a request ${figure.byCpu.toFixed(2)}×)`
      : 'no nginx';
  const row = (name, figures) =>
    figures
      ? [`| ${name} | ${int(figures.rps)} | ${figures.cpuMicroseconds.toFixed(1)} | ${ms(figures.p50)} | ${ms(figures.p99)} |`]
      : [];
  return [
    `Cache hits on \`${hits.path}\` (${kb(hits.bytes)}), ${hits.rounds} rounds in turns; each pair from the round with its median ratio:`,
    '',
    '| Server | req/s | CPU µs a request | p50 ms | p99 ms |',
    '|---|---|---|---|---|',
    ...row('the site, counting every hit as a page view', hits.site),
    ...row('the site with counting off (ANALYTICS_COUNTING=off)', hits.siteNotCounting),
    ...row('bare node:http, the same bytes and headers', hits.bareNode),
    ...row('nginx, the same bytes as a file', hits.nginx),
    ...row("nginx with deploy/proxy.conf's cache in front of the site", hits.proxy),
    '',
    `Site ÷ bare node:http: ${ratio(hits.siteToBareNode)}. Proxy ÷ nginx: ${ratio(hits.proxyToNginx)}. Counting ÷ not counting: ${ratio(hits.countingToNotCounting)}.`,
    '',
  ];
}

function siteLines(results) {
  const lines = [
    `| Page | Site req/s | p50 ms | p99 ms | ${results.settings.staticServer} req/s (same bytes) | Ratio | JS gz: files (n) + inline |`,
    '|---|---|---|---|---|---|---|',
  ];
  const javascript = (js) => (js ? `${kb(js.gzipBytes)} (${js.files}) + ${kb(js.inlineGzipBytes)}` : '–');
  for (const [name, page] of Object.entries(results.pages)) {
    lines.push(
      `| ${name} \`${page.path}\` (${kb(page.bytes)}) | ${int(page.warm.rps)} | ${ms(page.warm.p50)} | ${ms(page.warm.p99)} | ${int(page.static.rps)} | ${(page.ratio * 100).toFixed(0)} % | ${javascript(page.js)} |`,
    );
  }
  const u = results.uncached;
  lines.push(
    `| uncached article (CMS fetch + render) | ${int(u.rps)} | ${ms(u.p50)} | ${ms(u.p99)} | ${int(results.pages.article.static.rps)} | ${u.rps > 0 ? `1/${Math.round(1 / u.ratioToStaticArticle)}` : '–'} | |`,
    '',
  );
  if (results.crawl) {
    const { pages, warmUp, crawl, diskMegabytes } = results.crawl;
    lines.push(
      `Every page after a restart: ${int(pages)} pages (stories and their list pages) rendered by the warm-up in ${warmUp.seconds.toFixed(0)} s (${warmUp.cpuSeconds.toFixed(0)} CPU s of the site, ${int(diskMegabytes)} MB on disk); then crawled once after a restart in ${crawl.seconds.toFixed(1)} s: ${int(crawl.hits)} hits, ${int(crawl.stale)} stale, ${int(crawl.misses)} misses (${(crawl.missShare * 100).toFixed(2)} %), ${crawl.failed} failed`,
      '',
    );
  }
  if (results.otherJavascript) {
    lines.push('| Other reader page | JS gz: files (n) + inline |', '|---|---|');
    for (const [name, page] of Object.entries(results.otherJavascript)) {
      lines.push(`| ${name} \`${page.path}\` | ${javascript(page.js)} |`);
    }
    lines.push('');
  }
  if (results.pictures) {
    const { original, modern, pictures } = results.pictures;
    lines.push(
      `Article pictures on a 390 px phone (DPR 3), ${pictures} pictures: ${kb(original)} in the upload format, ${kb(modern)} as AVIF (${((modern / Math.max(original, 1)) * 100).toFixed(0)} %)`,
      '',
    );
  }
  if (results.galleryWeight) {
    const { page, stylesheets, pictures, count, total } = results.galleryWeight;
    lines.push(
      `Gallery article (12 pictures) on a 390 px phone, read to the end: ${kb(total)} (HTML ${kb(page)}, CSS ${kb(stylesheets)}, ${count} pictures as AVIF ${kb(pictures)}; no large view loaded)`,
      '',
    );
  }
  if (results.lighthouse && !results.lighthouse.skipped && !results.lighthouse.error) {
    lines.push('| Lighthouse (mobile) | Performance | Accessibility | Best practices | SEO |', '|---|---|---|---|---|');
    for (const [name, s] of Object.entries(results.lighthouse)) {
      lines.push(`| ${name} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`);
    }
    lines.push('');
  } else {
    lines.push(`Lighthouse: ${results.lighthouse?.skipped ?? results.lighthouse?.error}`, '');
  }
  return lines;
}

export function table(results) {
  const { settings } = results;
  const lines = [
    `Machine: ${results.machine.cpus}, ${results.machine.memoryGb} GB, Node ${results.machine.node}, load ${results.machine.loadAverage.map((l) => l.toFixed(1)).join(' ')}${settings.only === 'import' ? '' : `; ${settings.posts} posts`}${['admin', 'import'].includes(settings.only) ? '' : `; wrk -t1 -c${settings.connections} -d${settings.seconds}s, no compression${settings.pinned ? ', each server on core 0, wrk on core 1' : ''}`}`,
    '',
    ...(results.hits ? hitLines(results.hits) : []),
    ...(results.pages ? siteLines(results) : []),
    ...(results.admin ? adminLines(results) : []),
    ...(results.import ? importLines(results.import) : []),
  ];
  return lines.join('\n');
}

/** `bench/import.mjs`: the import with its pictures, then the reading alone (a dry run without them). */
export function importLines({ imported, read }) {
  const rate = (count, run) => (count / run.importSeconds).toFixed(count / run.importSeconds < 10 ? 2 : 0);
  const cpu = (run) => (run.cpuSeconds === undefined ? '–' : int(run.cpuSeconds));
  return [
    `| Import (\`npm run import\`) | Posts | Pictures | Seconds (process) | Stories/s | Pictures/s | CPU s | Peak RSS MiB |`,
    '|---|---|---|---|---|---|---|---|',
    `| ${imported.wxrMb.toFixed(1)} MB WXR, \`--download\` (${imported.jpegKb.toFixed(0)} KB JPEGs, 640×427) | ${int(imported.counts.stories.imported)} | ${int(imported.counts.pictures.uploaded)} (${imported.counts.pictures.missing} missing) | ${imported.importSeconds.toFixed(0)} (${imported.wallSeconds.toFixed(0)}) | ${rate(imported.counts.stories.imported, imported)} | ${rate(imported.counts.pictures.uploaded, imported)} | ${cpu(imported)} | ${int(imported.peakRssMib)} |`,
    `| ${read.wxrMb.toFixed(1)} MB WXR, \`--dry-run\`, no pictures | ${int(read.counts.stories.imported)} | – | ${read.importSeconds.toFixed(0)} (${read.wallSeconds.toFixed(0)}) | ${rate(read.counts.stories.imported, read)} | – | ${cpu(read)} | ${int(read.peakRssMib)} |`,
    '',
  ];
}

function adminLines(results) {
  const lines = [];
  const sqlite = results.admin.sqlite;
  const postgres = typeof results.admin.postgres === 'object' ? results.admin.postgres : undefined;
  // p50 beside p95: on a shared machine the median shows the query, the tail the neighbours.
  const both = (call) => (call ? `${ms(call.p50)} / ${ms(call.p95)}` : '–');
  lines.push(`| Admin API at ${results.settings.posts} posts | SQLite p50 / p95 ms | PostgreSQL p50 / p95 ms |`, '|---|---|---|');
  for (const name of Object.keys(sqlite).filter((key) => key !== 'seedSeconds' && key !== 'backup')) {
    lines.push(`| ${name} | ${both(sqlite[name])} | ${both(postgres?.[name])} |`);
  }
  lines.push(
    `| seeding (s) | ${sqlite.seedSeconds.toFixed(0)} | ${postgres ? postgres.seedSeconds.toFixed(0) : results.admin.postgres} |`,
  );
  const backup = (result, key, digits) => (result?.backup ? result.backup[key].toFixed(digits) : '–');
  lines.push(
    `| backup (s) | ${backup(sqlite, 'backupSeconds', 1)} | ${backup(postgres, 'backupSeconds', 1)} |`,
    `| restore (s) | ${backup(sqlite, 'restoreSeconds', 1)} | ${backup(postgres, 'restoreSeconds', 1)} |`,
    `| backup archive (MB) | ${backup(sqlite, 'archiveMb', 0)} | ${backup(postgres, 'archiveMb', 0)} |`,
  );
  const js = results.admin.initialJavascript;
  lines.push(
    '',
    `Admin initial JavaScript (before login): ${kb(js.gzipBytes)} gzipped in ${js.files.length} files (target ${kb(js.targetBytes)})`,
  );
  return lines;
}
