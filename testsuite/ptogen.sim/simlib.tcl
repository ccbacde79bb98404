# ptogen.sim/simlib.tcl - procs shared by sim.exp and mutate.exp.
#
# Sourced by both drivers (runtest only runs *.exp files, so this one is
# never a test of its own).  Uses the shared procs of lib/ptogen.exp:
# ptogen_sh, ptogen_shquote, ptogen_shwords, ptogen_root, ptogen_builddir,
# ptogen_read_bytes, ptogen_log_head.

proc simt_cc {} {
    global CC
    if {![info exists CC] || [string trim $CC] eq ""} {
        return cc
    }
    return $CC
}

# The C++ compiler of the second pass (CXX, default g++).
proc simt_cxx {} {
    global CXX
    if {![info exists CXX] || [string trim $CXX] eq ""} {
        return g++
    }
    return $CXX
}

# The compiler of LANG: c or c++.
proc simt_compiler { lang } {
    if {$lang eq "c++"} {
        return [simt_cxx]
    }
    return [simt_cc]
}

proc simt_sanitize {} {
    global SANITIZE_FLAGS
    if {[info exists SANITIZE_FLAGS]} {
        return $SANITIZE_FLAGS
    }
    return ""
}

# The compile command's words up to the -I options, quoted for the shell:
# C (LANG c, the default) with $CC -std=gnu11, or C++ (LANG c++) with
# $CXX -std=gnu++17 -x c++ (the sources are *.c files), same warnings and
# sanitizer flags.
proc simt_cflags { {lang c} } {
    set sim [file join [ptogen_root] sim]
    set std [expr {$lang eq "c++" ? "-std=gnu++17 -x c++" : "-std=gnu11"}]
    return "[ptogen_shwords [simt_compiler $lang]] $std -O1 -Wall -Wextra -Werror\
            [ptogen_shwords [simt_sanitize]] -I [ptogen_shquote $sim]"
}

proc simt_ldflags { {lang c} } {
    return "[ptogen_shwords [simt_compiler $lang]] [ptogen_shwords [simt_sanitize]]"
}

# The first line of `$CC --version` (`$CXX --version` for LANG c++), part
# of every build signature.
proc simt_cc_version { {lang c} } {
    global simt_cc_version_cache
    if {![info exists simt_cc_version_cache($lang)]} {
        set cmd "[ptogen_shwords [simt_compiler $lang]] --version"
        lassign [ptogen_sh [ptogen_root] $cmd] st out
        set simt_cc_version_cache($lang) "[lindex [split $out "\n"] 0] (status $st)"
    }
    return $simt_cc_version_cache($lang)
}

# Run shell command CMD (words quoted) from the root to make TARGET from
# DEPS, unless TARGET exists and TARGET.cmd records the same command,
# compiler (of LANG) and deps (mtime and size).  Returns 1 on success; a
# failure's output goes to the log.
proc simt_build { title target deps cmd {lang c} } {
    set sigfile $target.cmd
    set sig "$cmd\n[simt_cc_version $lang]\n"
    foreach d [lsort $deps] {
        if {[catch {append sig "$d [file mtime $d] [file size $d]\n"}]} {
            append sig "$d missing\n"
        }
    }
    if {[file isfile $target] && [file isfile $sigfile]
        && [ptogen_read_bytes $sigfile] eq $sig} {
        verbose -log "$title: [file tail $target] is up to date"
        return 1
    }
    file delete -force -- $target $sigfile
    file mkdir [file dirname $target]
    lassign [ptogen_sh [ptogen_root] $cmd] status output
    if {$status != 0 || ![file isfile $target]} {
        file delete -force -- $target
        ptogen_log_head "$title failed (exit status $status), first lines of output:" $output
        return 0
    }
    if {$output ne ""} {
        ptogen_log_head "$title output:" $output
    }
    set f [open $sigfile wb]
    puts -nonewline $f $sig
    close $f
    return 1
}

# Run EXE in its directory: {STATUS STDOUT STDERR}.
proc simt_run { exe } {
    set errfile $exe.stderr
    file delete -force -- $errfile
    lassign [ptogen_sh [file dirname $exe] [ptogen_shquote $exe] $errfile] status out
    set err ""
    catch {set err [ptogen_read_bytes $errfile]}
    return [list $status $out $err]
}

# The simulators exit with this status after "sim: ..." on stderr.
set simt_fail_status 70

# 1 when STDERR is only the simulator's report: every line starts with
# "sim: " (so no sanitizer report, no crash message, no stray output).
proc simt_only_sim_lines { stderr } {
    set lines [split [string trimright $stderr "\n"] "\n"]
    if {[llength $lines] == 0} {
        return 0
    }
    foreach l $lines {
        if {![string match "sim: *" $l]} {
            return 0
        }
    }
    return 1
}

# How a run ended, for the log.
proc simt_log_run { what status out err } {
    ptogen_log_head "$what: exit status $status, stdout:" $out
    ptogen_log_head "$what: stderr:" $err
}
