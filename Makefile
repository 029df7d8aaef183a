# automa: GNU make build.  `make` builds libautoma.a and the automa program,
# `make check` runs every test twice (plain, then AddressSanitizer+UBSan),
# `make run` starts the main job, `make serve` the local web page, `make bench` runs the benchmarks.
# See README.md.

CC      ?= cc
BUILD   ?= build
SAN     ?=
PREFIX  ?= /usr/local

WARN    := -Wall -Wextra -Werror -Wshadow -Wconversion -Wstrict-prototypes -Wmissing-prototypes
# issue 22, after Lua's makefile: string literals are const, no prototype twice, no undefined macro in #if
WARN    += -Wwrite-strings -Wredundant-decls -Wundef
CFLAGS  ?= -O2 -g
# AM_BUILD: the library's own sources (and tests) get the gettext macros _() and N_() of
# automa/core.h; a program using the installed headers does not.
ALL_CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -DAM_BUILD $(WARN) $(CFLAGS) -Iinclude -Isrc -Itests \
              -MMD -MP $(shell pkg-config --cflags jansson 2>/dev/null)
ifeq ($(SAN),1)
ALL_CFLAGS += -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -O1
SAN_LDFLAGS := -fsanitize=address,undefined
endif
LIBS      := $(shell pkg-config --libs jansson 2>/dev/null || echo -ljansson) -lsqlite3 -ledit -lpthread -lm
# The web server of `automa serve` (only the program links it, not the library).
MHD_LIBS  := $(shell pkg-config --libs libmicrohttpd 2>/dev/null || echo -lmicrohttpd) \
             $(shell pkg-config --libs libqrencode 2>/dev/null || echo -lqrencode)
TEST_LIBS := $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

# The library: every folder of src/ but the faces' (the program's cli, web, store; the offline page's
# wasm): a new game's folder joins by itself.
LIB_SRC  := $(sort $(filter-out src/cli/% src/web/% src/store/% src/wasm/%,$(wildcard src/*/*.c)))
# The program: two faces over the library, the command line (src/cli/) and the web server
# (src/web/: HTTP and the game files around the library's JSON API, src/api/), both opening,
# saving and recording games only through the game store (src/store/).
CLI_SRC  := $(sort $(wildcard src/cli/*.c src/web/*.c src/store/*.c))
TEST_SRC := $(sort $(wildcard tests/test_*.c))
TSUP_SRC := $(sort $(wildcard tests/support/*.c))
BENCH_SRC := $(sort $(wildcard bench/bench_*.c))

# The page's static files, embedded in the program by scripts/embed_web.sh.
WEB_FILES := $(sort $(wildcard web/*.html web/*.css web/*.js web/*.svg))

LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ  := $(CLI_SRC:%.c=$(BUILD)/%.o) $(BUILD)/web_assets.o
TSUP_OBJ := $(TSUP_SRC:%.c=$(BUILD)/%.o)
TEST_BIN := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
BENCH_BIN := $(BENCH_SRC:bench/%.c=$(BUILD)/bench/%)
LIBA     := $(BUILD)/libautoma.a
PROG     := $(BUILD)/automa
PO_FILES := $(wildcard po/*.po)
MO_FILES := $(PO_FILES:po/%.po=$(BUILD)/locale/%/LC_MESSAGES/automa.mo)

.PHONY: all setup check test test-bins run serve bench clean install uninstall pot fuzz build-fuzz clean-fuzz memcheck
.DEFAULT_GOAL := all

# -s: no "make[1]: ... is up to date" lines before every `make run` (issue 28); V=1 shows everything
all: setup
	@$(MAKE) --no-print-directory $(if $(V),,-s) $(PROG) $(MO_FILES) $(DIST_FILES)

setup:
	@sh scripts/setup.sh

# `make V=1` shows the full commands.
Q := $(if $(V),,@)
say = $(if $(V),,@echo "  $(1) $(2)";)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(call say,CC,$<)$(CC) $(ALL_CFLAGS) -c $< -o $@

$(LIBA): $(LIB_OBJ)
	@mkdir -p $(dir $@)
	$(call say,AR,$@)rm -f $@ && ar rcs $@ $^

$(BUILD)/web_assets.c: $(WEB_FILES) scripts/embed_web.sh
	@mkdir -p $(dir $@)
	$(call say,EMBED,web/)sh scripts/embed_web.sh $(WEB_FILES) > $@.tmp && mv $@.tmp $@

$(BUILD)/web_assets.o: $(BUILD)/web_assets.c
	$(call say,CC,$<)$(CC) $(ALL_CFLAGS) -c $< -o $@

$(PROG): $(CLI_OBJ) $(LIBA)
	$(call say,LD,$@)$(CC) $(SAN_LDFLAGS) $(CLI_OBJ) $(LIBA) $(MHD_LIBS) $(LIBS) -o $@

$(BUILD)/tests/%: tests/%.c $(TSUP_OBJ) $(LIBA)
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) $(ALL_CFLAGS) $< $(TSUP_OBJ) $(LIBA) $(TEST_LIBS) $(LIBS) $(SAN_LDFLAGS) -o $@

$(BUILD)/bench/%: bench/%.c $(LIBA)
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) $(ALL_CFLAGS) $< $(LIBA) $(LIBS) $(SAN_LDFLAGS) -o $@

# A language's catalogue is po/LANG.po plus the fragments po/LANG/*.po (new or revised messages
# kept apart so that parallel work does not edit one file); a fragment's entry wins over po/LANG.po.
.SECONDEXPANSION:
$(BUILD)/locale/%/LC_MESSAGES/automa.mo: po/%.po $$(wildcard po/%/*.po)
	@mkdir -p $(dir $@)
	$(call say,MSGFMT,$<)msgcat --use-first -o $@.po $(sort $(wildcard po/$*/*.po)) $< && msgfmt --check -o $@ $@.po && rm -f $@.po

# `make test`: one build folder's test binaries and shell tests; `make check`: the plain and the
# AddressSanitizer+UBSan builds, then both suites at once. JOBS compilers and JOBS tests run at a
# time (default: the number of cores); tests/run.sh prints one summary line and the slowest tests.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
test-bins:
	@$(MAKE) -j$(JOBS) --no-print-directory $(PROG) $(MO_FILES) $(DIST_FILES) $(TEST_BIN)

test: setup
	@$(MAKE) --no-print-directory test-bins
	@JOBS=$(JOBS) sh tests/run.sh $(BUILD)$(if $(SAN),:san,)

check: setup
	@$(MAKE) --no-print-directory test-bins BUILD=build
	@$(MAKE) --no-print-directory test-bins BUILD=build-asan SAN=1
	@JOBS=$(JOBS) sh tests/run.sh build build-asan:san

run: all
	@./$(PROG) scythe play

# The local web page: builds, then serves it on 127.0.0.1 (prints the address to open).
serve: all
	@./$(PROG) serve $(if $(PORT),--port $(PORT),)

bench: setup
	@$(MAKE) --no-print-directory $(BENCH_BIN:$(BUILD)/%=build-bench/%) $(MO_FILES:$(BUILD)/%=build-bench/%) BUILD=build-bench CFLAGS="-O2 -g -DNDEBUG"
	@for b in $(BENCH_BIN:$(BUILD)/%=build-bench/%); do ./$$b || exit 1; done
	@sh bench/callgrind.sh build-bench
	@if [ -f $(WEB_DIST)/automa-engine.wasm ]; then sh tests/web/run-budgets.sh $(WEB_DIST); \
	 else echo "web budgets: skipped (make web-dist, or make web-bench)"; fi

pot:
	xgettext --keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=C_:1c,2 --keyword=NC_:1c,2 --from-code=UTF-8 --add-comments=TRANSLATORS: \
	  --package-name=automa -o po/automa.pot $(LIB_SRC) $(CLI_SRC)

# ---- install, shared library, pkg-config, man page, completion (issue 20) ------------------------
# `make install` / `make uninstall` with PREFIX (default /usr/local) and DESTDIR (staging root):
# the program, automa(1), libautoma.a and libautoma.so.X.Y.Z (soname libautoma.so.X), the public
# headers under include/automa/, automa.pc, the catalogues and the bash completion. The version is
# the one line of VERSION (the program's --version and am_version() both come from it).
# LIBDIR, INCLUDEDIR, MANDIR, LOCALEDIR, BASHCOMPDIR, PKGCONFIGDIR follow PREFIX; set them on the
# make command line (not from the environment: tests set LOCALEDIR for the build's catalogues).
VERSION    := $(shell cat VERSION)
SOMAJOR    := $(word 1,$(subst ., ,$(VERSION)))
LIBDIR      = $(PREFIX)/lib
INCLUDEDIR  = $(PREFIX)/include
MANDIR      = $(PREFIX)/share/man
LOCALEDIR   = $(PREFIX)/share/locale
BASHCOMPDIR  = $(PREFIX)/share/bash-completion/completions
PKGCONFIGDIR  = $(LIBDIR)/pkgconfig
# The headers a library user includes (src/core/json.h and src/*/*.h stay private). Every declaration
# in them is marked AM_EXPORT (core.h); the library is compiled with -fvisibility=hidden, so
# libautoma.so exports exactly those (tests/cli/symbols.sh).
PUB_HEADERS := core.h scythe.h scythe_board.h scythe_sim.h scythe_render.h scythe_table.h scythe_actions.h words.h expeditions.h automata.h game.h api.h
SONAME     := libautoma.so.$(SOMAJOR)
LIBSO      := $(BUILD)/libautoma.so.$(VERSION)
PIC_OBJ    := $(LIB_SRC:%.c=$(BUILD)/pic/%.o)
# the libraries libautoma itself needs (the program adds SQLite, libedit, libmicrohttpd)
LIB_DEPS   := $(shell pkg-config --libs jansson 2>/dev/null || echo -ljansson) -lm
DIST_FILES := $(LIBSO)

$(LIB_OBJ) $(PIC_OBJ): ALL_CFLAGS += -fvisibility=hidden
$(BUILD)/src/core/version.o $(BUILD)/pic/src/core/version.o: VERSION
$(BUILD)/src/core/version.o $(BUILD)/pic/src/core/version.o: ALL_CFLAGS += -DAM_VERSION='"$(VERSION)"'

$(BUILD)/pic/%.o: %.c
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) $(ALL_CFLAGS) -fPIC -c $< -o $@

$(LIBSO): $(PIC_OBJ)
	$(call say,LD,$@)$(CC) $(SAN_LDFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--no-undefined $(PIC_OBJ) $(LIB_DEPS) -o $@

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(LIBDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	  $(DESTDIR)$(INCLUDEDIR)/automa $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASHCOMPDIR)
	install -m 755 $(PROG) $(DESTDIR)$(PREFIX)/bin/automa
	install -m 644 $(LIBA) $(DESTDIR)$(LIBDIR)/libautoma.a
	install -m 755 $(LIBSO) $(DESTDIR)$(LIBDIR)/libautoma.so.$(VERSION)
	ln -sf libautoma.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libautoma.so
	install -m 644 $(PUB_HEADERS:%=include/automa/%) $(DESTDIR)$(INCLUDEDIR)/automa/
	sed -e 's|@PREFIX@|$(PREFIX)|; s|@LIBDIR@|$(LIBDIR)|; s|@INCLUDEDIR@|$(INCLUDEDIR)|; s|@VERSION@|$(VERSION)|' \
	  automa.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/automa.pc && chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/automa.pc
	sed -e 's|@VERSION@|$(VERSION)|' man/automa.1 > $(DESTDIR)$(MANDIR)/man1/automa.1 && chmod 644 $(DESTDIR)$(MANDIR)/man1/automa.1
	install -m 644 completion/automa.bash $(DESTDIR)$(BASHCOMPDIR)/automa
	for m in $(MO_FILES); do l=$$(echo $$m | sed 's|$(BUILD)/locale/||;s|/.*||'); \
	  install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES; \
	  install -m 644 $$m $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/automa.mo; done
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null; then ldconfig; fi

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/automa $(DESTDIR)$(LIBDIR)/libautoma.a \
	  $(DESTDIR)$(LIBDIR)/libautoma.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libautoma.so \
	  $(DESTDIR)$(PKGCONFIGDIR)/automa.pc $(DESTDIR)$(MANDIR)/man1/automa.1 $(DESTDIR)$(BASHCOMPDIR)/automa \
	  $(PUB_HEADERS:%=$(DESTDIR)$(INCLUDEDIR)/automa/%)
	for m in $(MO_FILES); do l=$$(echo $$m | sed 's|$(BUILD)/locale/||;s|/.*||'); \
	  rm -f $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/automa.mo; done
	-rmdir $(DESTDIR)$(INCLUDEDIR)/automa 2>/dev/null

-include $(PIC_OBJ:.o=.d)

clean:
	rm -rf build build-asan build-bench

# ---- fuzzing (docs/hardening.md) ----------------------------------------------------------
# `make fuzz` builds every fuzz/fuzz_*.c as a libFuzzer program, with the library sources compiled
# the same way (clang, -fsanitize=fuzzer,address,undefined) into build-fuzz/, then runs each for
# FUZZ_SECONDS on a copy of its corpus fuzz/corpus/NAME (the copy, build-fuzz/corpus/NAME, grows;
# the repository's corpus is not touched). Crashes land in build-fuzz/artifacts/NAME/.
# `make build-fuzz` only builds.  FUZZ_ARGS adds libFuzzer options (e.g. -jobs=2 -workers=2).
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_MAX_LEN ?= 65536
FUZZ_ARGS    ?=
FUZZ_DIR     := build-fuzz
FUZZ_SAN     := -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_CFLAGS  := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -DAM_BUILD $(WARN) -O1 -g $(FUZZ_SAN) -Iinclude -Isrc \
                -MMD -MP $(shell pkg-config --cflags jansson 2>/dev/null)
FUZZ_SRC     := $(sort $(wildcard fuzz/fuzz_*.c))
FUZZ_NAMES   := $(FUZZ_SRC:fuzz/%.c=%)
FUZZ_BIN     := $(FUZZ_NAMES:%=$(FUZZ_DIR)/%)
FUZZ_LIB_OBJ := $(LIB_SRC:%.c=$(FUZZ_DIR)/obj/%.o)

# these tests include the fuzz targets' bodies (replayed on fuzz/regressions and the corpora)
$(BUILD)/tests/test_fuzz_regressions $(BUILD)/tests/test_loaders_hostile: $(FUZZ_SRC) src/cli/scythe_cmd.c

$(FUZZ_DIR)/obj/src/core/version.o: FUZZ_CFLAGS += -DAM_VERSION='"$(VERSION)"'

$(FUZZ_DIR)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(call say,FUZZCC,$<)$(FUZZ_CC) $(FUZZ_CFLAGS) -c $< -o $@

$(FUZZ_DIR)/fuzz_%: fuzz/fuzz_%.c $(FUZZ_LIB_OBJ)
	@mkdir -p $(dir $@)
	$(call say,FUZZLD,$@)$(FUZZ_CC) $(FUZZ_CFLAGS) $< $(FUZZ_LIB_OBJ) $(LIBS) -o $@

build-fuzz: setup
	@$(MAKE) --no-print-directory -s $(FUZZ_BIN)

clean-fuzz:
	rm -rf $(FUZZ_DIR)

fuzz: build-fuzz
	@for t in $(FUZZ_NAMES); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/artifacts/$$t || exit 1; \
	  cp -R fuzz/corpus/$$t/. $(FUZZ_DIR)/corpus/$$t/ 2>/dev/null; \
	  dict=""; [ -f fuzz/$$t.dict ] && dict="-dict=fuzz/$$t.dict"; \
	  echo "  FUZZ $$t ($(FUZZ_SECONDS) s)"; \
	  ./$(FUZZ_DIR)/$$t -max_total_time=$(FUZZ_SECONDS) -max_len=$(FUZZ_MAX_LEN) -timeout=10 \
	    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/artifacts/$$t/ $$dict \
	    $(FUZZ_ARGS) $(FUZZ_DIR)/corpus/$$t >$(FUZZ_DIR)/$$t.log 2>&1; rc=$$?; \
	  grep -E '^stat::number_of_executed_units|^stat::new_units_added' $(FUZZ_DIR)/$$t.log | sed 's/^/    /'; \
	  if [ $$rc -ne 0 ]; then tail -n 60 $(FUZZ_DIR)/$$t.log; \
	    echo "fuzz: $$t failed; input in $(FUZZ_DIR)/artifacts/$$t/ (log: $(FUZZ_DIR)/$$t.log)"; exit 1; fi; \
	done

# ---- memcheck: representative commands of the plain build under valgrind (docs/hardening.md) ----
memcheck: all
	@sh scripts/memcheck.sh $(PROG)

# ---- the game store and the web API in tests and fuzzing (issue 15, docs/hardening.md) ------------
# fuzz_serve_api and tests/test_fuzz_serve need the program's store and API files (not serve.c,
# the libmicrohttpd part): compiled the fuzz way for the one, the normal way for the other.
STORE_WEB_SRC   := $(sort $(wildcard src/store/*.c)) $(filter-out src/web/serve.c,$(sort $(wildcard src/web/*.c)))
FUZZ_SERVE_OBJ  := $(STORE_WEB_SRC:%.c=$(FUZZ_DIR)/obj/%.o)
$(FUZZ_DIR)/fuzz_serve_api: fuzz/fuzz_serve_api.c $(FUZZ_LIB_OBJ) $(FUZZ_SERVE_OBJ)
	@mkdir -p $(dir $@)
	$(call say,FUZZLD,$@)$(FUZZ_CC) $(FUZZ_CFLAGS) $< $(FUZZ_SERVE_OBJ) $(FUZZ_LIB_OBJ) $(LIBS) -o $@
$(BUILD)/tests/test_fuzz_serve: tests/test_fuzz_serve.c fuzz/fuzz_serve_api.c $(STORE_WEB_SRC:%.c=$(BUILD)/%.o) $(TSUP_OBJ) $(LIBA)
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) $(ALL_CFLAGS) $< $(STORE_WEB_SRC:%.c=$(BUILD)/%.o) $(TSUP_OBJ) $(LIBA) $(TEST_LIBS) $(LIBS) $(SAN_LDFLAGS) -o $@

.SECONDARY: $(FUZZ_LIB_OBJ) $(FUZZ_SERVE_OBJ)
-include $(FUZZ_LIB_OBJ:.o=.d)

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TSUP_OBJ:.o=.d)

# ---- MPI build (issue 18, docs/simulation.md "Beyond one machine") ------------------------------
# `make mpi` builds build/automa-mpi: the same program compiled with mpicc (Debian's OpenMPI,
# installed by `scripts/setup.sh mpi` only for this target) and -DAUTOMA_MPI, whose simulators share
# the games among the MPI ranks (mpirun -np N build/automa-mpi sim ...). Objects go to build-mpi/.
# Not part of `make`, `make check` or the README's two commands; CI runs scripts/ci_mpi.sh.
MPICC     ?= mpicc
MPI_BUILD := build-mpi
.PHONY: mpi clean-mpi
mpi:
	@sh scripts/setup.sh mpi
	@$(MAKE) --no-print-directory $(MPI_BUILD)/automa BUILD=$(MPI_BUILD) CC="$(MPICC)" CFLAGS="$(CFLAGS) -DAUTOMA_MPI"
	@$(MAKE) --no-print-directory $(MO_FILES)
	@mkdir -p build && cp $(MPI_BUILD)/automa build/automa-mpi && echo "  MPI build/automa-mpi"

clean-mpi:
	rm -rf $(MPI_BUILD) build/automa-mpi
clean: clean-mpi

# ---- issue 22: the table of the human's Scythe actions, tested with its source compiled in ------
$(BUILD)/tests/test_scythe_commands: src/cli/scythe_cmd.c src/cli/scythe_cmd.h

# ---- the command line's question helper (issue 22) ------------------------------------------------
# src/cli/cli_ask.c is part of the program (CLI_SRC); its unit test links that one object too.
$(BUILD)/tests/test_cli_ask: tests/test_cli_ask.c $(BUILD)/src/cli/cli_ask.o $(TSUP_OBJ) $(LIBA)
	@mkdir -p $(dir $@)
	$(call say,CC,$@)$(CC) $(ALL_CFLAGS) $< $(BUILD)/src/cli/cli_ask.o $(TSUP_OBJ) $(LIBA) $(TEST_LIBS) $(LIBS) $(SAN_LDFLAGS) -o $@

# ---- the offline page (issue 27, docs/web.md "The offline page"): the library in WebAssembly -------
# `make web-dist` builds build/web-dist/, a static page that runs the three games in the browser
# with no server: the page's files of web/ (the same as `automa serve` embeds), the library compiled
# by Debian's emscripten (emcc) to automa-engine.wasm and run in a Web Worker (web/offline/), the
# Italian catalogue, a web app manifest, icons (scripts/gen_icons.py) and a service worker that
# keeps every file. `scripts/setup.sh web` installs emscripten (only for this target, as `mpi` does
# OpenMPI) and unpacks jansson's Debian source package into build-web/deps; objects go to build-web/.
# Not part of `make` or `make check`; CI builds and tests it (.ci/run, tests/web/run-offline.sh).
EMCC       ?= emcc
WEB_BUILD  := build-web
WEB_DIST   := build/web-dist
# emcc runs its JavaScript passes with the `node` on PATH; Debian's emscripten needs Debian's acorn,
# in /usr/share/nodejs, which a node that is not Debian's (nodesource's, say) does not search
EMENV      := NODE_PATH=/usr/share/nodejs
JANSSON_SRC = $(firstword $(wildcard $(WEB_BUILD)/deps/jansson-*/src))
WASM_CFLAGS := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -DAM_BUILD $(WARN) -O2 \
               -Iinclude -Isrc -I$(WEB_BUILD)/jansson -MMD -MP
WASM_LIB_OBJ := $(LIB_SRC:%.c=$(WEB_BUILD)/%.o)
WASM_JANSSON_OBJ = $(patsubst $(JANSSON_SRC)/%.c,$(WEB_BUILD)/jansson/%.o,$(wildcard $(JANSSON_SRC)/*.c))
# the engine's functions the worker calls (src/wasm/engine.c), and emscripten's helpers it uses
WASM_EXPORTS := _engine_init,_engine_put,_engine_set_history,_engine_request,_engine_changes,_engine_name,_engine_game,_engine_history_row
WASM_LDFLAGS := -O2 --no-entry -sMODULARIZE=1 -sEXPORT_NAME=createAutomaEngine -sENVIRONMENT=web,worker,node \
                -sALLOW_MEMORY_GROWTH=1 -sFORCE_FILESYSTEM=1 -sEXPORTED_FUNCTIONS=$(WASM_EXPORTS) \
                -sEXPORTED_RUNTIME_METHODS=ccall,FS
# the page's files: those of the served page, then the offline build's own
WEB_DIST_PAGE := $(filter-out web/index.html,$(WEB_FILES))
WEB_DIST_OWN  := web/offline/offline.js web/offline/worker.js web/offline/manifest.webmanifest
.PHONY: web-dist web-dist-files web-bench clean-web

web-dist:
	@sh scripts/setup.sh web $(WEB_BUILD)/deps
	@$(MAKE) --no-print-directory $(MO_FILES)
	@$(EMENV) $(MAKE) --no-print-directory web-dist-files

$(WEB_BUILD)/src/core/version.o: VERSION
$(WEB_BUILD)/src/core/version.o: WASM_CFLAGS += -DAM_VERSION='"$(VERSION)"'

$(WEB_BUILD)/%.o: %.c $(WEB_BUILD)/jansson/jansson.h
	@mkdir -p $(dir $@)
	$(call say,EMCC,$<)$(EMCC) $(WASM_CFLAGS) -c $< -o $@

# jansson from its Debian source: jansson_config.h from its template (json_int_t is long long, as
# on every 64-bit Debian machine), jansson_private_config.h written by hand (src/wasm/)
$(WEB_BUILD)/jansson/jansson.h: $(JANSSON_SRC)/jansson.h $(JANSSON_SRC)/jansson_config.h.in
	@mkdir -p $(dir $@)
	$(Q)sed -e 's/@json_inline@/inline/; s/@json_have_long_long@/1/; s/@json_have_localeconv@/1/' \
	  -e 's/@json_have_atomic_builtins@/1/; s/@json_have_sync_builtins@/1/' \
	  $(JANSSON_SRC)/jansson_config.h.in > $(WEB_BUILD)/jansson/jansson_config.h
	$(Q)cp $(JANSSON_SRC)/jansson.h $@

$(WEB_BUILD)/jansson/%.o: $(JANSSON_SRC)/%.c $(WEB_BUILD)/jansson/jansson.h src/wasm/jansson_private_config.h
	$(call say,EMCC,$<)$(EMCC) -std=c99 -O2 -DHAVE_CONFIG_H -Isrc/wasm -I$(WEB_BUILD)/jansson -c $< -o $@

$(WEB_BUILD)/libautoma.a: $(WASM_LIB_OBJ) $(WASM_JANSSON_OBJ)
	$(call say,AR,$@)rm -f $@ && emar rcs $@ $^

$(WEB_BUILD)/automa-engine.js: $(WEB_BUILD)/src/wasm/engine.o $(WEB_BUILD)/libautoma.a
	$(call say,EMLD,$@)$(EMCC) $(WASM_LDFLAGS) $^ -o $@

$(WEB_BUILD)/icons/icon-192.png: scripts/gen_icons.py
	$(call say,ICONS,$(dir $@))python3 scripts/gen_icons.py $(dir $@)

# index.html: the served page's, with web/offline/head.html before its first link: the offline
# transport (first of the scripts), the manifest, the theme colour and a Content-Security-Policy
# (a static host sends none; the server's, plus the worker). sw.js: every file and the build's hash.
web-dist-files: $(WEB_BUILD)/automa-engine.js $(WEB_BUILD)/icons/icon-192.png web/index.html web/offline/sw.js web/offline/head.html \
                $(WEB_DIST_PAGE) $(WEB_DIST_OWN) $(BUILD)/locale/it/LC_MESSAGES/automa.mo
	@rm -rf $(WEB_DIST).tmp && mkdir -p $(WEB_DIST).tmp/locale/it
	$(Q)cp $(WEB_DIST_PAGE) $(WEB_DIST_OWN) $(WEB_BUILD)/automa-engine.js $(WEB_BUILD)/automa-engine.wasm \
	  $(WEB_BUILD)/icons/*.png $(WEB_DIST).tmp/
	$(Q)cp $(BUILD)/locale/it/LC_MESSAGES/automa.mo $(WEB_DIST).tmp/locale/it/automa.mo
	$(Q)awk '/<link rel="icon"/ { while ((getline l < "web/offline/head.html") > 0) print l } { print }' web/index.html \
	  > $(WEB_DIST).tmp/index.html
	$(Q)cd $(WEB_DIST).tmp && files=$$(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort) && \
	  build=$$(cat $$files | sha256sum | cut -c1-16) && \
	  list=$$(printf '"./"'; for f in $$files; do printf ', "%s"' "$$f"; done) && \
	  sed -e "s|@BUILD@|$$build|" -e "s|@FILES@|[$$list]|" $(CURDIR)/web/offline/sw.js > sw.js
	$(Q)rm -rf $(WEB_DIST) && mv $(WEB_DIST).tmp $(WEB_DIST)
	@echo "  WEB $(WEB_DIST)/: $$(ls $(WEB_DIST) | wc -l) files, $$(cat $$(find $(WEB_DIST) -type f) | wc -c) bytes;" \
	  "gzip -9 of each file: $$(for f in $$(find $(WEB_DIST) -type f); do gzip -9c $$f | wc -c; done | awk '{s+=$$1} END {print s}') bytes"

# The offline page's budgets (tests/web/budgets.mjs: first load, Automa turn and hard bot move with
# the CPU x4 on a phone, the page's frames while the bot thinks); `make bench` runs them too when
# build/web-dist exists.
web-bench: web-dist
	@sh tests/web/run-budgets.sh $(WEB_DIST)

clean-web:
	rm -rf $(WEB_BUILD) $(WEB_DIST)
clean: clean-web
-include $(WASM_LIB_OBJ:.o=.d) $(WEB_BUILD)/src/wasm/engine.d
