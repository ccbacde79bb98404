# ptogen.design/design.tcl - procs the ptogen.design drivers share
# (sourced by each *.exp; runtest runs only the *.exp files).
#
# These tests read ptogen's own source, not its output: the rules of
# HACKING.md's module map, checked by scripts/modgraph and scripts/sizes,
# on gen/ as it is and on small made-up sources that break each rule (so
# that a checker that stopped seeing breaches fails here).

# A fresh, empty scratch directory for check NAME.
proc design_scratch { name } {
    set d [file join [ptogen_builddir] design $name]
    file delete -force -- $d
    file mkdir $d
    return $d
}

# The C compiler of the testsuite.
proc design_cc {} {
    global CC
    return [expr {[info exists CC] && $CC ne "" ? $CC : "cc"}]
}

# gen/*.c (not the scratch gen/check_main.c), sorted, absolute.
proc design_gen_sources {} {
    set out {}
    foreach f [lsort [glob -nocomplain -directory [file join [ptogen_root] gen] *.c]] {
        if {[file tail $f] ne "check_main.c"} {
            lappend out $f
        }
    }
    return $out
}
