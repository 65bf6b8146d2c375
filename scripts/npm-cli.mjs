// Makes the npm packages of the command line from its wheels (issue 52), as Biome and esbuild
// ship theirs: for each wheel a platform package @mcp-anatomy/cli-<os>-<cpu> holding the binary
// that maturin put in the wheel (`os` and `cpu` set, so npm installs only the one that fits),
// and the launcher @mcp-anatomy/cli, whose `mcp-anatomy` command (packaging/npm/mcp-anatomy.js)
// runs the installed one. The binary is built once, for the wheel, and only repacked here.
// Versions and licence come from Cargo.toml; `npm pack` writes the tarballs into OUT.
// Usage: node scripts/npm-cli.mjs OUT WHEEL...
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const [out, ...wheels] = process.argv.slice(2).map((path) => resolve(path));
if (!out || wheels.length === 0) {
  console.error('usage: node scripts/npm-cli.mjs OUT WHEEL...');
  process.exit(2);
}
const root = new URL('..', import.meta.url).pathname;
const cargo = readFileSync(join(root, 'Cargo.toml'), 'utf8');
const field = (name) => cargo.match(new RegExp(`^${name} = "([^"]*)"`, 'm'))?.[1];
const version = field('version');
const license = field('license');

// Every platform the release workflow builds: npm's names (process.platform, process.arch).
const PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64', 'win32-x64', 'win32-arm64'];
const SYSTEMS = { linux: 'Linux', darwin: 'macOS', win32: 'Windows' };

// The platform of a wheel from its tag: mcp_anatomy-0.1.0-py3-none-manylinux_2_34_x86_64.whl.
function platformOf(wheel) {
  const tag = basename(wheel, '.whl').split('-').at(-1);
  const os = /^(many|musl)?linux/.test(tag) ? 'linux' : tag.startsWith('macosx') ? 'darwin' : tag.startsWith('win') ? 'win32' : null;
  const cpu = /(x86_64|amd64)$/.test(tag) ? 'x64' : /(aarch64|arm64)$/.test(tag) ? 'arm64' : null;
  if (!os || !cpu) throw new Error(`npm-cli: no npm platform for the wheel tag ${tag}`);
  return { os, cpu, libc: tag.startsWith('manylinux') ? 'glibc' : tag.startsWith('musllinux') ? 'musl' : null };
}

function pack(dir) {
  execFileSync('npm', ['pack', '--silent', '--pack-destination', out, dir], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const common = { version, license, keywords: ['mcp', 'model-context-protocol', 'validator', 'cli'] };
mkdirSync(out, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'npm-cli-'));
try {
  for (const wheel of wheels) {
    const { os, cpu, libc } = platformOf(wheel);
    const executable = os === 'win32' ? 'mcp-anatomy.exe' : 'mcp-anatomy';
    const unpacked = join(work, `wheel-${os}-${cpu}`);
    execFileSync('python3', ['-m', 'zipfile', '-e', wheel, unpacked]);
    const scripts = join(unpacked, readdirSync(unpacked).find((name) => name.endsWith('.data')), 'scripts');
    const dir = join(work, `cli-${os}-${cpu}`);
    mkdirSync(dir);
    copyFileSync(join(scripts, executable), join(dir, executable));
    chmodSync(join(dir, executable), 0o755); // zipfile does not keep the mode
    const pkg = {
      name: `@mcp-anatomy/cli-${os}-${cpu}`,
      ...common,
      description: `The mcp-anatomy command line for ${SYSTEMS[os]} on ${cpu}; install @mcp-anatomy/cli, which runs it.`,
      os: [os],
      cpu: [cpu],
      ...(libc && { libc: [libc] }),
      files: [executable],
      preferUnplugged: true,
    };
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
    writeFileSync(join(dir, 'README.md'), `# ${pkg.name}\n\n${pkg.description}\n`);
    pack(dir);
  }

  const dir = join(work, 'cli');
  mkdirSync(join(dir, 'bin'), { recursive: true });
  copyFileSync(join(root, 'packaging/npm/mcp-anatomy.js'), join(dir, 'bin/mcp-anatomy.js'));
  copyFileSync(join(root, 'packaging/cli-README.md'), join(dir, 'README.md'));
  const pkg = {
    name: '@mcp-anatomy/cli',
    ...common,
    description: 'The mcp-anatomy command line: check saved MCP answers, probe a live server, diff two versions, write its reference (MCP 2026-07-28).',
    bin: { 'mcp-anatomy': 'bin/mcp-anatomy.js' },
    files: ['bin/mcp-anatomy.js'],
    engines: { node: '>=18' },
    optionalDependencies: Object.fromEntries(PLATFORMS.map((platform) => [`@mcp-anatomy/cli-${platform}`, version])),
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  pack(dir);
} finally {
  rmSync(work, { recursive: true, force: true });
}
