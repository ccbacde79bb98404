# Makefile - the only build entry point of ptogen.
#
#   make                          gen/ptogen and out/<target>/<kernel>.{c,h}
#   make KERNEL=foo TARGET=a2a3   just out/a2a3/foo.{c,h}
#   make check                    DejaGnu testsuite, ends with "N passed, N failed"
#   make check SANITIZE=1         same, ptogen and run tests built with ASan/UBSan
#   make check VALGRIND=1         also ptogen under valgrind on the validate and golden specs
#   make regen | regen-check      out/ and ptogen-spec.schema.json from ptogen
#   make format-check | clean
#   make modgraph                 the module graph of gen/, lowest first (HACKING.md)
#   make peer-check PTO_ISA=DIR   pto-isa's A2/A3 and A5 ops on sim/ against host, bit for bit
#   make peer-cpu PTO_ISA=DIR     record pto-isa's CPU simulator for ptogen.peer
#   make install [PREFIX=/usr/local] [DESTDIR=]   and make uninstall
#   make fuzz [FUZZ_SECONDS=N]    libFuzzer over the phases and end to end (clang; not part of check)
#
# Every recipe writes only its own targets, so `make -j` is safe.

.DELETE_ON_ERROR:
MAKEFLAGS += -r
.SUFFIXES:
export LC_ALL := C

TARGETS := a2a3 a5 host pto
# A target's file endings (gen/target.c's descriptors): pto writes C++.
src_ext = $(if $(filter pto,$(1)),cpp,c)
hdr_ext = $(if $(filter pto,$(1)),hpp,h)
SPECS   := $(sort $(wildcard specs/*.yaml))

# A spec's file name becomes a make target, a word of shell recipes and a
# kernel name: only [A-Za-z0-9_.-] is taken.  Checked with make's own
# functions before any recipe can see a name (a name like
# specs/x$(touch x).yaml would otherwise run in a recipe's shell).
SPEC_NAME_CHARS := a b c d e f g h i j k l m n o p q r s t u v w x y z \
    A B C D E F G H I J K L M N O P Q R S T U V W X Y Z 0 1 2 3 4 5 6 7 8 9 _ . -
# drop_chars TEXT, CHARS: TEXT without any of the characters CHARS lists
drop_chars = $(if $(2),$(call drop_chars,$(subst $(firstword $(2)),,$(1)),$(wordlist 2,$(words $(2)),$(2))),$(1))
BAD_SPECS := $(strip $(foreach s,$(SPECS),$(if $(filter specs/%.yaml,$(s)),$(if $(call drop_chars,$(patsubst specs/%.yaml,%,$(s)),$(SPEC_NAME_CHARS)),$(s)),$(s))))
ifneq ($(BAD_SPECS),)
$(error spec file names may hold only letters, digits, '_', '.' and '-': rename $(BAD_SPECS))
endif
KERNELS := $(patsubst specs/%.yaml,%,$(SPECS))

# ---------------------------------------------------------------- selection
# KERNEL and TARGET each take one name or a list; unset means all of them.

ifneq ($(filter-out $(TARGETS),$(TARGET)),)
$(error unknown TARGET '$(filter-out $(TARGETS),$(TARGET))' (valid: $(TARGETS)))
endif
ifneq ($(filter-out $(KERNELS),$(KERNEL)),)
$(error unknown KERNEL '$(filter-out $(KERNELS),$(KERNEL))' (valid: $(or $(KERNELS),none, specs/ is empty)))
endif

# A spec is built for the targets its 'targets' key lists (all three
# without one): targets.<kernel> comes from `ptogen --print-targets`, in a
# fragment make rebuilds, then rereads, whenever a spec or ptogen changes.
# make only restarts once the fragment is complete (a temp name, renamed),
# and a spec ptogen cannot read fails here, naming the spec.
SPEC_TARGETS_MK := build/spec-targets.mk
ifneq ($(filter-out clean uninstall,$(or $(MAKECMDGOALS),all)),)
include $(SPEC_TARGETS_MK)
endif

# kernels_for T: the kernels whose targets include T
kernels_for = $(foreach k,$(KERNELS),$(if $(filter $(1),$(targets.$(k))),$(k)))
outputs = $(foreach k,$(2),$(foreach t,$(filter $(1),$(targets.$(k))),out/$(t)/$(k).$(call src_ext,$(t)) out/$(t)/$(k).$(call hdr_ext,$(t))))
ALL_OUTPUTS = $(call outputs,$(TARGETS),$(KERNELS))
SEL_OUTPUTS = $(call outputs,$(or $(TARGET),$(TARGETS)),$(or $(KERNEL),$(KERNELS)))

# KERNEL=k TARGET=t naming a target k's spec leaves out: an error, not a
# silent no-op (without KERNEL, TARGET=t means every kernel built for t).
$(foreach k,$(if $(TARGET),$(KERNEL)),$(if $(targets.$(k)),$(if $(filter-out $(targets.$(k)),$(TARGET)),\
  $(error KERNEL '$(k)' is not built for TARGET '$(filter-out $(targets.$(k)),$(TARGET))': specs/$(k).yaml has targets: $(targets.$(k))))))

# ---------------------------------------------------------------- generator

CFLAGS ?= -O2 -g
GEN_CFLAGS := -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L
GEN_LIBS := -lyaml

# SANITIZE=1 builds a second ptogen in its own directory, so objects built
# with and without the sanitizers never mix.  SANITIZE_FLAGS also reaches
# the run tests, which compile the generated kernels with the same flags.
# -fno-sanitize-recover makes UBSan findings fail the program, not just print.
ifeq ($(SANITIZE),1)
SANITIZE_FLAGS := -fsanitize=undefined,address -fno-sanitize-recover=undefined -fno-omit-frame-pointer
GEN_BUILD := build/gen-sanitize
PTOGEN_BUILT := $(GEN_BUILD)/ptogen
else ifeq ($(filter-out 0,$(SANITIZE)),)
SANITIZE_FLAGS :=
GEN_BUILD := build/gen
PTOGEN_BUILT := gen/ptogen
else
$(error SANITIZE must be 1 or 0, not '$(SANITIZE)')
endif

# `make PTOGEN=/path/to/ptogen ...` runs an existing ptogen and never
# rebuilds or overwrites it.
PTOGEN := $(PTOGEN_BUILT)

# gen/check_main.c is a scratch file, never part of ptogen.
GEN_SRCS := $(filter-out gen/check_main.c,$(sort $(wildcard gen/*.c)))
GEN_OBJS := $(patsubst gen/%.c,$(GEN_BUILD)/%.o,$(GEN_SRCS))

# The common templates' m4 state, frozen once (m4 -F): ptogen starts m4
# from it instead of reading them while it is newer than each of them
# (gen/m4run.c, templates/common/frozen.m4); installed with them.  Set
# before `all`, whose prerequisites make expands as it reads the rule.
M4 ?= m4
TPL_FROZEN := templates/common/ptogen.m4f

.PHONY: all
all: $(PTOGEN) $(TPL_FROZEN) $(SEL_OUTPUTS)

$(PTOGEN_BUILT): $(GEN_OBJS)
	@test -n "$^" || { echo "no gen/*.c to build ptogen from" >&2; exit 1; }
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(SANITIZE_FLAGS) $(LDFLAGS) -o $@ $^ $(GEN_LIBS) $(LDLIBS)

$(GEN_BUILD)/%.o: gen/%.c
	@mkdir -p $(@D)
	$(CC) $(GEN_CFLAGS) -I$(INTRINSICS_DIR) $(CPPFLAGS) $(CFLAGS) $(SANITIZE_FLAGS) -MMD -MP -c -o $@ $<

# The names the generated code uses (intrinsics, their constants, library
# calls) that names.c refuses for kernels, tiles and params: found in the
# kernel templates and the generator's CCALL/CNAME("...") spellings by
# scripts/intrinsics, whose comment gives the rule.
INTRINSICS_DIR := build/intrinsics
INTRINSICS_TPL := $(sort $(foreach g,common a2a3 a5 host pto,$(wildcard templates/$(g)/*.m4)))
$(INTRINSICS_DIR)/intrinsics.h: scripts/intrinsics $(INTRINSICS_TPL) $(GEN_SRCS) gen/ops.def gen/ops_pto.def gen/dtypes.def gen/insns.def gen/rounds.def
	@mkdir -p $(@D)
	scripts/intrinsics $(INTRINSICS_TPL) -- $(GEN_SRCS) gen/ops.def gen/ops_pto.def gen/dtypes.def gen/insns.def gen/rounds.def >$@.tmp
	@mv $@.tmp $@
$(GEN_BUILD)/names.o: $(INTRINSICS_DIR)/intrinsics.h

-include $(GEN_OBJS:.o=.d)

# ---------------------------------------------------------------- kernels
# One grouped rule per target: a single ptogen run writes both the .c and
# the .h, and a change to the spec, to ptogen or to any template the target
# reads regenerates them.  The harness templates do not feed out/.

TPL_COMMON := $(sort $(wildcard templates/common/*.m4))

# (TPL_FROZEN is set above, before `all` names it.)
$(TPL_FROZEN): $(TPL_COMMON)
	cd templates && LC_ALL=C $(M4) -P -E -F common/ptogen.m4f.tmp -- common/ptogen.m4 common/frozen.m4 </dev/null
	@mv $@.tmp $@

define target-rule
out/$(1)/%.$(call src_ext,$(1)) out/$(1)/%.$(call hdr_ext,$(1)) &: specs/%.yaml $$(PTOGEN) $$(TPL_COMMON) $$(sort $$(wildcard templates/$(1)/*.m4)) | $$(TPL_FROZEN)
	@mkdir -p $$(@D)
	$$(PTOGEN) -t $(1) -o out/$(1)/$$*.$(call src_ext,$(1)) $$<
endef
$(foreach t,$(TARGETS),$(eval $(call target-rule,$(t))))

# The loop stops at the first spec --print-targets rejects (its messages
# name the spec); the fragment only appears when every spec answered.
$(SPEC_TARGETS_MK): $(SPECS) $(PTOGEN)
	@mkdir -p $(@D)
	@(for k in $(KERNELS); do \
	    t=$$($(PTOGEN) --print-targets specs/$$k.yaml) || exit 1; echo "targets.$$k := $$t"; \
	done) >$@.tmp || { rm -f $@.tmp; exit 1; }
	@mv $@.tmp $@

# gen-all-into DIR: recipe lines writing every spec for each of its targets into
# DIR/<target>/<kernel>.{c,h} (pto: .cpp, .hpp), exactly as the rules above do for out/.
define newline


endef
gen-all-into = $(foreach t,$(TARGETS),$(if $(call kernels_for,$(t)),mkdir -p $(1)/$(t)$(newline))$(foreach k,$(call kernels_for,$(t)),$(PTOGEN) -t $(t) -o $(1)/$(t)/$(k).$(call src_ext,$(t)) specs/$(k).yaml$(newline)))

.PHONY: regen regen-check
# The JSON Schema of the spec format, from `ptogen --print-schema`:
# committed, rewritten by regen, compared by regen-check, installed.
SCHEMA := ptogen-spec.schema.json
# Rewrite out/ from scratch: files of deleted specs go away too.  out/ is
# only touched once every kernel has generated.
regen: $(PTOGEN) $(TPL_FROZEN)
	rm -rf build/regen-tmp
	$(call gen-all-into,build/regen-tmp)
	$(PTOGEN) --print-schema >build/regen-tmp/$(SCHEMA)
	rm -f $(foreach t,$(TARGETS),out/$(t)/*.$(call src_ext,$(t)) out/$(t)/*.$(call hdr_ext,$(t)))
	$(foreach t,$(TARGETS),$(if $(call kernels_for,$(t)),mkdir -p out/$(t) && cp build/regen-tmp/$(t)/* out/$(t)/$(newline)))
	cp build/regen-tmp/$(SCHEMA) $(SCHEMA)
	rm -rf build/regen-tmp

# Needs no git: compares the out/ on disk with a fresh generation, which
# also catches extra files (-N shows them as whole-file diffs; out/.clang-format,
# the style of generated code, is not one).  Run it
# before anything that rewrites out/.
regen-check: $(PTOGEN) $(TPL_FROZEN)
	rm -rf build/regen-out build/regen-schema
	mkdir -p out build/regen-out build/regen-schema
	$(call gen-all-into,build/regen-out)
	$(PTOGEN) --print-schema >build/regen-schema/$(SCHEMA)
	@diff -ruN -x .clang-format out build/regen-out || { echo "generated code is stale: run 'make regen' and commit" >&2; exit 1; }
	@diff -u $(SCHEMA) build/regen-schema/$(SCHEMA) || { echo "$(SCHEMA) is stale: run 'make regen' and commit" >&2; exit 1; }

# ---------------------------------------------------------------- checks

RUNTESTFLAGS ?=

# runtest's own status is kept; the last line is the summary whatever happened.
# A whole run (no RUNTESTFLAGS) on a machine with two or more CPUs is two
# runtest processes side by side: CHECK_APART (the two longest .exp files
# after run.exp, which only read the tree) and a third of run.exp's cases
# (RUN_SHARD) into build/testsuite/apart/, the rest into build/testsuite/;
# their .sum and .log are then joined into build/testsuite/ptogen.sum and
# ptogen.log.  CHECK_JOBS=1 runs one.
CHECK_APART = ops.exp sim.exp
CHECK_JOBS ?= $(shell n=$$(nproc 2>/dev/null || echo 1); [ "$$n" -ge 2 ] && echo 2 || echo 1)
# PTO_ISA (a pto-isa checkout, or empty): ptogen.pto runs the pto
# target's kernels on pto-isa's CPU simulator, or says it skipped.
RUNTEST_ARGS = --tool ptogen --srcdir testsuite 'PTOGEN=$(abspath $(PTOGEN))' 'CC=$(CC)' \
    'CXX=$(CXX)' 'SANITIZE_FLAGS=$(SANITIZE_FLAGS)' \
    'PTO_ISA=$(if $(strip $(PTO_ISA)),$(abspath $(PTO_ISA)))'
.PHONY: check
check: $(PTOGEN) $(TPL_FROZEN) $(ALL_OUTPUTS)
	@rm -rf build/testsuite/ptogen.sum build/testsuite/ptogen.log build/testsuite/apart
	@mkdir -p build/testsuite
	@rc=0; \
	if [ '$(if $(strip $(RUNTESTFLAGS)),1,$(CHECK_JOBS))' -ge 2 ]; then \
	    echo "runtest $(CHECK_APART) run.exp RUN_SHARD=0/3 (build/testsuite/apart) beside runtest --ignore '$(CHECK_APART)' RUN_SHARD=1,2/3"; \
	    mkdir -p build/testsuite/apart; \
	    runtest $(RUNTEST_ARGS) --outdir build/testsuite/apart $(CHECK_APART) run.exp RUN_SHARD=0/3 \
	        >build/testsuite/apart/stdout 2>&1 & apart=$$!; \
	    runtest $(RUNTEST_ARGS) --outdir build/testsuite --ignore '$(CHECK_APART)' RUN_SHARD=1,2/3 || rc=$$?; \
	    wait $$apart || rc=$$?; \
	    tail -n 4 build/testsuite/apart/stdout; \
	    cat build/testsuite/apart/ptogen.sum >>build/testsuite/ptogen.sum || rc=1; \
	    cat build/testsuite/apart/ptogen.log >>build/testsuite/ptogen.log || rc=1; \
	else \
	    echo "runtest --tool ptogen --srcdir testsuite --outdir build/testsuite PTOGEN=$(abspath $(PTOGEN)) $(RUNTESTFLAGS)"; \
	    runtest $(RUNTEST_ARGS) --outdir build/testsuite $(RUNTESTFLAGS) || rc=$$?; \
	fi; \
	scripts/check-summary build/testsuite/ptogen.sum || rc=1; \
	exit $$rc

# VALGRIND=1 reaches runtest through the environment (make exports
# command-line variables); testsuite/ptogen.valgrind/ then runs ptogen under
# valgrind on every validate and golden spec (skipped, with a note, when
# valgrind is missing or ptogen is a SANITIZE=1 build).
ifneq ($(filter-out 0 1,$(VALGRIND)),)
$(error VALGRIND must be 1 or 0, not '$(VALGRIND)')
endif
export VALGRIND

FORMAT_FILES = $(sort $(ALL_OUTPUTS) $(wildcard out/*/*.c out/*/*.h out/*/*.cpp out/*/*.hpp))

# The module graph of gen/, lowest modules first (HACKING.md; checked by
# testsuite/ptogen.design/modgraph.exp).
.PHONY: modgraph
modgraph: $(GEN_OBJS)
	@scripts/modgraph $(GEN_OBJS)

.PHONY: format-check
format-check: $(ALL_OUTPUTS)
	$(if $(FORMAT_FILES),clang-format --style=file:out/.clang-format --dry-run -Werror $(FORMAT_FILES),@echo "format-check: nothing in out/")
	clang-format --style=file:.clang-format --dry-run -Werror $(GEN_SRCS) $(wildcard gen/*.h)

# ---------------------------------------------------------------- bench
# bench/run: modeled cycles per tile of every spec in specs/ on a2a3 and
# a5, against pto-isa's own A2/A3 lowering of the same ops (the baseline,
# the spec's ptogen -t pto kernel) when PTO_ISA names a pto-isa checkout; then
# out/a2a3/seed_mix.c against the hand-written bench/seed_mix_hand.c.
# All measured side by side in one run on the simulators.

PTO_ISA ?=
# the host kernel's second build in bench/run's host+ column (AVX2, F16C)
HOST_CFLAGS ?= -march=x86-64-v3
BENCH_CFLAGS := -std=gnu11 -O2 -Wall -Wextra -Werror -I sim -I out -I bench

.PHONY: bench
bench: $(PTOGEN) $(TPL_FROZEN) build/bench/bench
	HOST_CFLAGS='$(HOST_CFLAGS)' bench/run '$(PTO_ISA)' '$(abspath $(PTOGEN))' build/bench/specs
	build/bench/bench

build/bench/bench: bench/bench.c bench/seed_mix_hand.c out/a2a3/seed_mix.c out/a2a3/seed_mix.h $(wildcard sim/*.h)
	@mkdir -p $(@D)
	$(CC) $(BENCH_CFLAGS) -DBENCH_PART_GEN -c bench/bench.c -o $(@D)/gen.o
	$(CC) $(BENCH_CFLAGS) -DBENCH_PART_HAND -c bench/bench.c -o $(@D)/hand.o
	$(CC) $(BENCH_CFLAGS) -c bench/bench.c -o $(@D)/main.o
	$(CC) -o $@ $(@D)/gen.o $(@D)/hand.o $(@D)/main.o -lm

# ---------------------------------------------------------------- peer-check
# pto-isa's own A2/A3 ops (PTO_ISA=<pto-isa checkout>) on sim/a2a3.h and its
# A5 ops on sim/a5.h against ptogen's host reference, every case of
# peer/cases and peer/cases-a5 (peer/README.md).
# pto-isa cannot be fetched here, so without PTO_ISA this says so and
# succeeds.

.PHONY: peer-check
peer-check: $(PTOGEN) $(TPL_FROZEN)
ifeq ($(strip $(PTO_ISA)),)
	@echo "peer-check: skipped: set PTO_ISA=<pto-isa checkout> to run pto-isa's kernels on sim/a2a3.h and sim/a5.h"
else
	CC='$(CC)' CXX='$(CXX)' SANITIZE_FLAGS='$(SANITIZE_FLAGS)' \
	    peer/run '$(abspath $(PTO_ISA))' '$(abspath $(PTOGEN))' '$(abspath build/peer)'
endif

# ---------------------------------------------------------------- peer-cpu
# Regenerate testsuite/ptogen.peer/data/ from pto-isa's CPU simulator
# (PTO_ISA=<pto-isa checkout>, g++ 12 or later): each (op, dtype) of the
# host target, its inputs and pto-isa's outputs, or in data/declared why
# pto-isa cannot (peer/cpu-gen.cpp's table).  make check replays the
# data against ptogen's host kernels without pto-isa (peer.exp).

.PHONY: peer-cpu
peer-cpu: $(PTOGEN)
ifeq ($(strip $(PTO_ISA)),)
	@echo "peer-cpu: skipped: set PTO_ISA=<pto-isa checkout> to record pto-isa's CPU simulator"
else
	CXX='$(CXX)' peer/cpu-run '$(abspath $(PTO_ISA))' '$(abspath $(PTOGEN))' \
	    testsuite/ptogen.peer/data '$(abspath build/peer-cpu)'
endif

# ---------------------------------------------------------------- install
# bin/ptogen, share/ptogen/{templates,sim}/, share/ptogen/ptogen-spec.schema.json
# and share/man/man1/ptogen.1
# under DESTDIR + PREFIX.  The installed ptogen finds its templates at
# <bindir>/../share/ptogen/templates (gen/paths.c), so PREFIX only has to
# keep that shape; DESTDIR stages the tree for packaging.

PREFIX ?= /usr/local
bindir := $(PREFIX)/bin
pkgdatadir := $(PREFIX)/share/ptogen
man1dir := $(PREFIX)/share/man/man1
INSTALL ?= install

TPL_GROUPS := $(notdir $(patsubst %/,%,$(sort $(dir $(wildcard templates/*/*.m4)))))
INSTALL_TPL := templates/README.md $(sort $(wildcard templates/*/*.m4))
INSTALL_SIM := $(sort $(wildcard sim/*.h) sim/README.md)
# what sim/a5.h includes in C++ mode
INSTALL_SIM_TYPED := sim/typed/a5-tags.hpp

.PHONY: install uninstall
install: $(PTOGEN_BUILT) $(INSTALL_TPL) $(TPL_FROZEN) $(INSTALL_SIM) $(INSTALL_SIM_TYPED) man/ptogen.1 $(SCHEMA)
	$(INSTALL) -d '$(DESTDIR)$(bindir)' '$(DESTDIR)$(man1dir)' '$(DESTDIR)$(pkgdatadir)/sim/typed' \
	    $(foreach g,$(TPL_GROUPS),'$(DESTDIR)$(pkgdatadir)/templates/$(g)')
	$(INSTALL) -m 755 $(PTOGEN_BUILT) '$(DESTDIR)$(bindir)/ptogen'
	$(foreach f,$(INSTALL_TPL),$(INSTALL) -m 644 $(f) '$(DESTDIR)$(pkgdatadir)/$(f)'$(newline))
	@# after the templates it was made from: it is used while newer than them
	$(INSTALL) -m 644 $(TPL_FROZEN) '$(DESTDIR)$(pkgdatadir)/$(TPL_FROZEN)'
	$(INSTALL) -m 644 $(INSTALL_SIM) '$(DESTDIR)$(pkgdatadir)/sim/'
	$(INSTALL) -m 644 $(INSTALL_SIM_TYPED) '$(DESTDIR)$(pkgdatadir)/sim/typed/'
	$(INSTALL) -m 644 man/ptogen.1 '$(DESTDIR)$(man1dir)/ptogen.1'
	$(INSTALL) -m 644 $(SCHEMA) '$(DESTDIR)$(pkgdatadir)/$(SCHEMA)'

# Removes each file install writes, then ptogen's own directories when
# they are empty.  bindir and man1dir stay: they are shared.
uninstall:
	rm -f '$(DESTDIR)$(bindir)/ptogen' '$(DESTDIR)$(man1dir)/ptogen.1' '$(DESTDIR)$(pkgdatadir)/$(SCHEMA)' \
	    $(foreach f,$(INSTALL_TPL) $(TPL_FROZEN),'$(DESTDIR)$(pkgdatadir)/$(f)') \
	    $(foreach f,$(INSTALL_SIM) $(INSTALL_SIM_TYPED),'$(DESTDIR)$(pkgdatadir)/$(f)')
	for d in $(foreach g,$(TPL_GROUPS),'$(DESTDIR)$(pkgdatadir)/templates/$(g)') \
	    '$(DESTDIR)$(pkgdatadir)/templates' '$(DESTDIR)$(pkgdatadir)/sim/typed' '$(DESTDIR)$(pkgdatadir)/sim' \
	    '$(DESTDIR)$(pkgdatadir)'; do \
	    if [ -d "$$d" ]; then rmdir "$$d" 2>/dev/null || echo "uninstall: kept $$d: not empty"; fi; \
	done
# ---------------------------------------------------------------- fuzz
# make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="phases e2e"]: libFuzzer with
# ASan and UBSan, FUZZ_SECONDS for each target (fuzz/README.md):
#   phases  the phases before m4 (load, rules, plan, defs, cost) for every
#           target (fuzz/fuzz_ptogen.c); seeds: specs/, the validate specs
#   e2e     the whole of ptogen, m4 and output writing included, on fuzzed
#           specs under fuzzed file names in a scratch directory, with the
#           invariants of docs/trust.md checked (fuzz/fuzz_e2e.c); seeds:
#           specs/ under a few hostile names
# Corpora grow in build/fuzz/<target>/corpus, crashes land in build/fuzz/ as
# crash-*.  Needs clang with its fuzzer runtime (Debian: clang,
# libclang-rt-14-dev).  Not part of `make check`.

FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= phases e2e
FUZZ_FLAGS ?=
# _XOPEN_SOURCE: fuzz/track.h comes first, before a file's own feature
# macro (paths.c's realpath)
FUZZ_CFLAGS := -std=c11 -D_XOPEN_SOURCE=700 -I$(INTRINSICS_DIR) -g -O1 -fno-omit-frame-pointer \
    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_GEN := $(filter-out gen/main.c gen/m4run.c,$(GEN_SRCS))
FUZZ_SEEDS := $(SPECS) $(sort $(wildcard testsuite/ptogen.validate/*.yaml))
FUZZ_DEPS := $(wildcard gen/*.h gen/*.def) $(INTRINSICS_DIR)/intrinsics.h fuzz/track.c fuzz/track.h fuzz/fuzz.h

.PHONY: fuzz
fuzz: $(foreach t,$(FUZZ_TARGETS),fuzz-$(t))

.PHONY: fuzz-phases fuzz-e2e
fuzz-phases: build/fuzz/ptogen-fuzz
	@rm -rf build/fuzz/seeds && mkdir -p build/fuzz/seeds build/fuzz/corpus
	@cp $(FUZZ_SEEDS) build/fuzz/seeds/
	build/fuzz/ptogen-fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 -max_len=8192 \
	    -dict=fuzz/ptogen.dict -artifact_prefix=build/fuzz/ -print_final_stats=1 \
	    $(FUZZ_FLAGS) build/fuzz/corpus build/fuzz/seeds

# Each seed: a mode byte, SPEC|OUT|DEPFILE names (byte 1 for a newline),
# a newline, a spec; the names: plain, one with a newline and m4 and make
# text, one with '*' and '"'.
fuzz-e2e: build/fuzz/ptogen-e2e
	@rm -rf build/fuzz/e2e/seeds && mkdir -p build/fuzz/e2e/seeds build/fuzz/e2e/corpus
	@for s in $(SPECS); do b=$$(basename $$s .yaml); \
	    { printf '\000%s.yaml|%s.c|\n' $$b $$b; cat $$s; } >build/fuzz/e2e/seeds/$$b-host; \
	    { printf '\005in\001m4_syscmd([touch PWNED])|o$$(shell touch PWNED).c|d#$$:x.d\n'; cat $$s; } >build/fuzz/e2e/seeds/$$b-md; \
	    { printf '\003a*_x.yaml|q".c|\n'; cat $$s; } >build/fuzz/e2e/seeds/$$b-outdir; done
	@cat fuzz/ptogen.dict fuzz/e2e.dict >build/fuzz/e2e/dict
	PTOGEN_TEMPLATES=$(CURDIR)/templates build/fuzz/ptogen-e2e -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=60 -max_len=8192 -dict=build/fuzz/e2e/dict -artifact_prefix=build/fuzz/ \
	    -print_final_stats=1 $(FUZZ_FLAGS) build/fuzz/e2e/corpus build/fuzz/e2e/seeds

build/fuzz/probe: build/fuzz/probe.c
	@command -v $(FUZZ_CC) >/dev/null 2>&1 || { \
	    echo "make fuzz: '$(FUZZ_CC)' not found; install clang (or set FUZZ_CC)" >&2; exit 1; }
	@$(FUZZ_CC) -fsanitize=fuzzer,address,undefined -o $@ $< >$(@D)/probe.log 2>&1 || { \
	    echo "make fuzz: $(FUZZ_CC) cannot link -fsanitize=fuzzer,address,undefined:" >&2; \
	    sed 's/^/  /' $(@D)/probe.log >&2; \
	    echo "make fuzz: install the fuzzer runtime (Debian: libclang-rt-14-dev)" >&2; exit 1; }
build/fuzz/probe.c:
	@mkdir -p $(@D)
	@echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; return (int)n * 0; }' >$@

build/fuzz/ptogen-fuzz: $(FUZZ_GEN) $(FUZZ_DEPS) fuzz/fuzz_ptogen.c build/fuzz/probe
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $(@D)/track.o fuzz/track.c
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $(@D)/fuzz_ptogen.o fuzz/fuzz_ptogen.c
	$(foreach f,$(FUZZ_GEN),$(FUZZ_CC) $(FUZZ_CFLAGS) -DDIAG_MAX_ERRORS=1000000 -include fuzz/track.h -c -o $(@D)/$(notdir $(f:.c=.o)) $(f)$(newline))
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $(@D)/track.o $(@D)/fuzz_ptogen.o $(patsubst gen/%.c,$(@D)/%.o,$(FUZZ_GEN)) $(GEN_LIBS)

# The e2e target builds all of gen/, main() renamed, into its own directory.
FUZZ_E2E_DIR := build/fuzz/e2e/obj
build/fuzz/ptogen-e2e: $(GEN_SRCS) $(FUZZ_DEPS) fuzz/fuzz_e2e.c build/fuzz/probe
	@mkdir -p $(FUZZ_E2E_DIR)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $(FUZZ_E2E_DIR)/track.o fuzz/track.c
	$(FUZZ_CC) $(FUZZ_CFLAGS) -c -o $(FUZZ_E2E_DIR)/fuzz_e2e.o fuzz/fuzz_e2e.c
	$(foreach f,$(GEN_SRCS),$(FUZZ_CC) $(FUZZ_CFLAGS) -DDIAG_MAX_ERRORS=1000000 -Dmain=ptogen_main -include fuzz/track.h -c -o $(FUZZ_E2E_DIR)/$(notdir $(f:.c=.o)) $(f)$(newline))
	$(FUZZ_CC) $(FUZZ_CFLAGS) -o $@ $(FUZZ_E2E_DIR)/track.o $(FUZZ_E2E_DIR)/fuzz_e2e.o $(patsubst gen/%.c,$(FUZZ_E2E_DIR)/%.o,$(GEN_SRCS)) $(GEN_LIBS)

.PHONY: clean
clean:
	rm -rf build gen/ptogen $(TPL_FROZEN)
