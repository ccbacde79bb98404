# ptogen.f16c/f16c.tcl - what f16c.exp and staged.exp share: one
# generated kernel C (its function STEM_kernel) built three times under
# its own names, STEM_port (-O2: no F16C), STEM_v3 (-O2 -march=x86-64-v3
# -mno-f16c: portable, AVX2) and STEM_f16c (-O2 -march=x86-64-v3: F16C),
# linked with the test's DRIVER, which runs the three on the same inputs
# and prints "f16c: N mismatches in E elements".  Results under the name
# T: compile | the F16C build has F16C code (vcvtph2ps/vcvtps2ph in
# STEM_f16c.o, none in the others) | the path equals the portable one (0
# mismatches in more than MIN elements); UNSUPPORTED where this compiler
# cannot build x86-64-v3 or this machine run it.

proc f16c_cc {} {
    global CC
    if {![info exists CC] || [string trim $CC] eq ""} {
        return cc
    }
    return $CC
}

proc f16c_sanitize {} {
    global SANITIZE_FLAGS
    if {[info exists SANITIZE_FLAGS]} {
        return $SANITIZE_FLAGS
    }
    return ""
}

proc f16c_three { T D c stem driver min } {
    global srcdir subdir
    set cc [ptogen_shwords [f16c_cc]]

    # Can this compiler build for x86-64-v3, and this machine run it?
    set f [open $D/probe.c w]
    puts $f "int main(void) \{ __builtin_cpu_init(); return !(__builtin_cpu_supports(\"avx2\") && __builtin_cpu_supports(\"f16c\")); \}"
    close $f
    lassign [ptogen_sh $D "$cc -march=x86-64-v3 probe.c -o probe"] status out
    if {$status == 0} {
        lassign [ptogen_sh $D ./probe] status out
    }
    if {$status != 0} {
        unsupported "$T: compile"
        unsupported "$T: the F16C build has F16C code"
        unsupported "$T: the path equals the portable one"
        return
    }

    set common "-std=gnu11 -Wall -Wextra -Werror [ptogen_shwords [f16c_sanitize]] -ffp-contract=off -I [ptogen_shquote $D]"
    set cmds {}
    foreach {v flags} {port "-O2" v3 "-O2 -march=x86-64-v3 -mno-f16c" f16c "-O2 -march=x86-64-v3"} {
        lappend cmds "$cc $common $flags -D${stem}_kernel=${stem}_$v -c [ptogen_shquote $c] -o ${stem}_$v.o"
    }
    lappend cmds "$cc $common -O2 [ptogen_shquote [file normalize $srcdir/$subdir/$driver]] ${stem}_port.o ${stem}_v3.o ${stem}_f16c.o -o $stem -lm"
    set built 1
    foreach cmd $cmds {
        lassign [ptogen_sh $D $cmd] status out
        if {$status != 0} {
            set built 0
            ptogen_log_head "$cmd: exit status $status" $out
            break
        }
    }
    set exe $D/$stem
    if {!$built} {
        fail "$T: compile"
        unresolved "$T: the F16C build has F16C code"
        unresolved "$T: the path equals the portable one"
        return
    }
    pass "$T: compile"

    # the F16C build converts with vcvtph2ps and vcvtps2ph; the portable
    # builds never do
    lassign [ptogen_sh $D "objdump -d ${stem}_f16c.o ${stem}_v3.o ${stem}_port.o"] status out
    if {$status != 0} {
        unsupported "$T: the F16C build has F16C code"
    } else {
        set f16c_cvts {}
        set cur ""
        foreach line [split $out "\n"] {
            if {[regexp {^(\w+)\.o:} $line -> cur]} {
                dict set f16c_cvts $cur 0
            } elseif {$cur ne "" && [regexp {\mvcvt(ph2ps|ps2ph)\M} $line]} {
                dict incr f16c_cvts $cur
            }
        }
        if {[dict exists $f16c_cvts ${stem}_f16c] && [dict get $f16c_cvts ${stem}_f16c] > 0
            && [dict get $f16c_cvts ${stem}_v3] == 0 && [dict get $f16c_cvts ${stem}_port] == 0} {
            pass "$T: the F16C build has F16C code"
        } else {
            fail "$T: the F16C build has F16C code"
            ptogen_log_head "vcvtph2ps/vcvtps2ph per object: $f16c_cvts" ""
        }
    }

    lassign [ptogen_sh $D [ptogen_shquote $exe]] status out
    if {$status == 77} {
        unsupported "$T: the path equals the portable one"
    } elseif {$status == 0 && [regexp {f16c: 0 mismatches in ([0-9]+) elements} $out -> n] && $n > $min} {
        pass "$T: the path equals the portable one"
    } else {
        fail "$T: the path equals the portable one"
        ptogen_log_head "$exe: exit status $status" $out
    }
}
