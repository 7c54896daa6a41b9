# Install dawn-journal like any command-line tool (as SwiftLint and XcodeGen do it).
#
#   make                      build the release binary (the Swift runtime linked in on Linux)
#   make install              install under PREFIX (default /usr/local), into DESTDIR if given
#   make uninstall            remove exactly the files and folders `make install` put there
#   make dist                 dawn-journal-VERSION-OS-ARCH.tar.gz and SHA256SUMS
#
# Installed: bin/dawn-journal, share/man/man1/dawn-journal.1, and the completions where the
# shells look by default under the prefix: share/bash-completion/completions/dawn-journal,
# share/zsh/site-functions/_dawn-journal, share/fish/vendor_completions.d/dawn-journal.fish;
# and share/dawn-journal/created-folders, the folders install made, for `make uninstall`.

PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
SWIFT ?= swift
INSTALL ?= install

UNAME_S := $(shell uname -s)
ifeq ($(UNAME_S),Linux)
# One file that runs without the toolchain, without its debug information (26 MB → 17 MB; the
# symbols stay, so a crash still names its functions). Linked as a static executable, the C
# library and libstdc++ included: no dynamic loader, no shared library to map or relocate at
# each start (2.9 → 1.3 ms of CPU for `--version`, see Docs/PERFORMANCE.md). The linker warns
# that the Swift runtime's dlopen needs the same glibc at run time; the command line never
# loads a library.
STATIC_FLAGS := --static-swift-stdlib -Xswiftc -static-executable -Xlinker --strip-debug
# Generic types (an array of habits, a dictionary of TOML tables) get their runtime metadata
# from a direct call instead of a mangled name the Swift runtime must demangle and check
# against every protocol conformance in the binary at its first use: 0.13–0.16 ms less at each
# start of `today`, `log` and the merge driver, 0.2 MB more file.
STATIC_FLAGS += -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# The functions a command runs at its start (scripts/startup-order.txt, written by
# scripts/startup-order.py) laid out together: each function in a section of its own, put in
# that order by the linker, so that a start touches a few hundred KB of code, not 110 windows
# of 64 KB spread over the 11 MB of text (each a page fault).
STATIC_FLAGS += -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --section-ordering-file="$(CURDIR)/scripts/startup-order.txt"
else
STATIC_FLAGS :=
endif
BUILD_FLAGS := -c $(CONFIGURATION) --product dawn-journal $(STATIC_FLAGS)

# Asked of SwiftPM when a recipe needs it (not for `make uninstall`).
BINARY = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/dawn-journal
OS := $(shell uname -s | tr '[:upper:]' '[:lower:]')
ARCH := $(shell uname -m)

# Every path is written between double quotes in the recipes, so that a PREFIX or DESTDIR with
# spaces installs and uninstalls the same files (a path with a double quote, a dollar sign or a
# backquote is not supported).
root := $(DESTDIR)$(PREFIX)
bindir := $(root)/bin
man1dir := $(root)/share/man/man1
bashdir := $(root)/share/bash-completion/completions
zshdir := $(root)/share/zsh/site-functions
fishdir := $(root)/share/fish/vendor_completions.d
# The folders `make install` created (those that were not there before), one a line, as paths
# under DESTDIR: `make uninstall` removes these, and only these, once they are empty.
manifest := $(root)/share/dawn-journal/created-folders

INSTALLED := "$(bindir)/dawn-journal" "$(man1dir)/dawn-journal.1" "$(bashdir)/dawn-journal" \
	"$(zshdir)/_dawn-journal" "$(fishdir)/dawn-journal.fish"

.PHONY: all build install uninstall dist

all: build

build:
	$(SWIFT) build $(BUILD_FLAGS)

# A folder is made one level at a time, and each one made is noted (without DESTDIR) in the
# manifest, which keeps the folders of an earlier install too.
install: build
	@set -e; binary="$(BINARY)"; destdir="$(DESTDIR)"; manifest="$(manifest)"; \
	made=$$(mktemp); trap 'rm -f "$$made" "$$made.all"' EXIT; \
	folder() { \
		if [ ! -d "$$1" ]; then \
			folder "$$(dirname "$$1")"; mkdir "$$1"; printf '%s\n' "$${1#"$$destdir"}" >>"$$made"; \
		fi; \
	}; \
	for d in "$(bindir)" "$(man1dir)" "$(bashdir)" "$(zshdir)" "$(fishdir)" "$$(dirname "$$manifest")"; do \
		folder "$$d"; \
	done; \
	{ if [ -f "$$manifest" ]; then cat "$$manifest"; fi; cat "$$made"; } | sort -u >"$$made.all"; \
	mv "$$made.all" "$$manifest"; chmod 644 "$$manifest"; \
	$(INSTALL) -m 755 "$$binary" "$(bindir)/dawn-journal"; \
	$(INSTALL) -m 644 Docs/dawn-journal.1 "$(man1dir)/dawn-journal.1"; \
	"$$binary" completions bash >"$(bashdir)/dawn-journal"; \
	"$$binary" completions zsh >"$(zshdir)/_dawn-journal"; \
	"$$binary" completions fish >"$(fishdir)/dawn-journal.fish"; \
	for f in $(INSTALLED); do echo "installed $$f"; done

# Removes the installed files and the manifest, then the folders the manifest names, deepest
# first, each only while empty (rmdir): a folder that was there before the install, or that
# holds anything else, stays.
uninstall:
	@set -e; destdir="$(DESTDIR)"; manifest="$(manifest)"; \
	for f in $(INSTALLED); do \
		if [ -e "$$f" ] || [ -L "$$f" ]; then rm -f "$$f"; echo "removed $$f"; fi; \
	done; \
	if [ -f "$$manifest" ]; then \
		folders=$$(sort -r -u "$$manifest"); rm -f "$$manifest"; \
		printf '%s\n' "$$folders" | while IFS= read -r d; do \
			[ -n "$$d" ] || continue; \
			if rmdir "$$destdir$$d" 2>/dev/null; then echo "removed $$destdir$$d/"; fi; \
		done; \
	fi

dist: build
	@set -e; binary="$(BINARY)"; version=$$("$$binary" --version | awk '{print $$NF}'); \
	name=dawn-journal-$$version-$(OS)-$(ARCH); \
	rm -rf .dist/$$name; mkdir -p .dist/$$name; \
	cp "$$binary" Docs/dawn-journal.1 README.md LICENSE .dist/$$name/; \
	"$$binary" completions bash > .dist/$$name/dawn-journal.bash; \
	"$$binary" completions zsh > .dist/$$name/_dawn-journal; \
	"$$binary" completions fish > .dist/$$name/dawn-journal.fish; \
	tar -C .dist -czf $$name.tar.gz $$name; \
	rm -rf .dist; \
	sha256sum $$name.tar.gz > SHA256SUMS 2>/dev/null || shasum -a 256 $$name.tar.gz > SHA256SUMS; \
	echo "wrote $$name.tar.gz and SHA256SUMS"
