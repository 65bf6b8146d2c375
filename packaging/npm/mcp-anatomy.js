#!/usr/bin/env node
// The `mcp-anatomy` command of the npm package @mcp-anatomy/cli. The binary itself comes in one
// package per platform (@mcp-anatomy/cli-linux-x64, …), each an optional dependency limited by
// `os` and `cpu`, so npm installs only the one that fits. This script finds that package and
// runs its binary with the same arguments, standard streams and exit status.
'use strict';
const { spawnSync } = require('node:child_process');
const { dirname, join } = require('node:path');

const platform = `${process.platform}-${process.arch}`;
const name = `@mcp-anatomy/cli-${platform}`;
const executable = process.platform === 'win32' ? 'mcp-anatomy.exe' : 'mcp-anatomy';

let binary;
try {
  binary = join(dirname(require.resolve(`${name}/package.json`)), executable);
} catch {
  const { version, optionalDependencies } = require('../package.json');
  const reason = name in optionalDependencies
    ? `npm leaves it out when optional dependencies are omitted (--omit=optional); install it with: npm install ${name}@${version}`
    : `no such package is built: the command line is published for Linux, macOS and Windows on x64 and arm64`;
  console.error(`mcp-anatomy: the binary for ${platform} is in the package ${name}, which is not installed; ${reason}`);
  process.exit(1);
}

const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
if (result.error) {
  console.error(`mcp-anatomy: could not run ${binary}: ${result.error.message}`);
  process.exit(1);
}
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status);
