# ptogen.security/security.tcl - procs the ptogen.security drivers share
# (sourced by each *.exp; runtest runs only the *.exp files).
#
# Every check runs a /bin/sh script in a scratch directory of its own,
# build/testsuite/security/NAME/, with these variables set:
#
#   P      the ptogen under test (absolute)
#   T      the template directory ptogen uses (absolute)
#   ROOT   the repository root
#   SEED   specs/seed_mix.yaml (absolute), the spec most checks start from
#   CC     the C compiler of the testsuite
#
# Hostile names are made with printf in the script, never spelled in Tcl,
# so that a newline or a quote reaches ptogen exactly as written.

# A fresh, empty scratch directory for check NAME.
proc sec_scratch { name } {
    set d [file join [ptogen_builddir] security $name]
    file delete -force -- $d
    file mkdir $d
    return $d
}

# Run SCRIPT in DIR with the variables above: {STATUS OUTPUT}.  The
# script's exit status is STATUS, whether it ends or exits.
proc sec_sh { dir script } {
    global CC
    set root [ptogen_root]
    set p [file normalize [ptogen_tool]]
    set cc [expr {[info exists CC] && $CC ne "" ? $CC : "cc"}]
    set pre [join [list \
        "P=[ptogen_shquote $p]" \
        "T=[ptogen_shquote [file join $root templates]]" \
        "ROOT=[ptogen_shquote $root]" \
        "SEED=[ptogen_shquote [file join $root specs seed_mix.yaml]]" \
        "CC=[ptogen_shquote $cc]" \
        "export PTOGEN_TEMPLATES=\"\$T\"" \
        "unset M4 PTOGEN_M4_TIMEOUT"] "\n"]
    # a subshell: the script may end with exit
    return [ptogen_sh $dir "(\n$pre\n$script\n)"]
}

# Every file and directory under DIR (hidden ones too), relative to it,
# sorted: what a run left behind.
proc sec_tree { dir } {
    lassign [ptogen_sh $dir "find . -mindepth 1 | LC_ALL=C sort"] status out
    return [string trim $out]
}

# The files under the template directory that are not templates (nor
# their frozen common state, which make builds): a file that m4, run by
# ptogen, created there.
proc sec_template_litter {} {
    lassign [ptogen_sh [file join [ptogen_root] templates] \
        "find . -type f ! -name '*.m4' ! -name 'README.md' ! -path ./common/ptogen.m4f | LC_ALL=C sort"] status out
    return [string trim $out]
}

# Shell text that generates SPEC (a path the script can read) for host and
# the device targets TARGETS into ./gen, builds ptogen's self-checking
# harness over them (the simulators for the devices, -Werror) and runs
# it: every device output must equal host's bit for bit.  Its exit status
# is the script's.
proc sec_harness_script { spec targets } {
    set parts "HOST"
    foreach t $targets {
        lappend parts [string toupper $t]
    }
    return [string map [list @SPEC@ $spec @TARGETS@ [join [concat host $targets] ,] @PARTS@ $parts] {
rm -rf gen && mkdir gen
"$P" --outdir gen -t @TARGETS@ "@SPEC@" || exit 1
"$P" --harness -o gen/harness.c -t @TARGETS@ "@SPEC@" || exit 1
objs=
for part in main @PARTS@; do
    def=; [ $part = main ] || def=-DPGR_PART_$part
    $CC -std=gnu11 -O1 -Wall -Wextra -Werror -ffp-contract=off -I"$ROOT/sim" -Igen $def \
        -c gen/harness.c -o gen/part_$part.o || exit 1
    objs="$objs gen/part_$part.o"
done
$CC $objs -o gen/harness -lm || exit 1
./gen/harness
}]
}
