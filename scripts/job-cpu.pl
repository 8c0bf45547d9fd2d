# Runs a command and prints, on file descriptor 3, the user and system CPU seconds of everything it
# started: "<user> <system>". Used by scripts/test-all.mjs for each job.
#
# Why not bash's `times`: it counts only descendants their parents waited for. Chromium's renderers
# are children of its zygote, which does not wait for them; when the browser closes they are
# reparented to init and their CPU is counted nowhere (a page burning 4 s of CPU counted 1.3 s).
# So this process makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER): orphans of the
# job come to it, it reaps them, and their CPU is in its children's times. Perl because it is on
# every Debian machine (perl-base is essential) and can make the system call; Node cannot.
use strict;
use warnings;
use POSIX qw(:sys_wait_h);

# prctl's number per architecture; elsewhere the job runs without the subreaper (undercounts).
my %PRCTL = (x86_64 => 157, aarch64 => 167);
my $PR_SET_CHILD_SUBREAPER = 36;
my $arch = (POSIX::uname())[4];
syscall($PRCTL{$arch}, $PR_SET_CHILD_SUBREAPER, 1) if exists $PRCTL{$arch};

my $pid = fork() // die "job-cpu: fork failed: $!\n";
if ($pid == 0) {
  exec { $ARGV[0] } @ARGV or die "job-cpu: cannot run $ARGV[0]: $!\n";
}
# Reap everything until the job's own process ends (orphans that end meanwhile are counted too).
my $status = 0;
for (;;) {
  my $done = waitpid(-1, 0);
  last if $done <= 0;
  if ($done == $pid) {
    $status = $?;
    last;
  }
}
# Then a short while for orphans still ending (a browser's renderers after it closed); whatever
# is still running after that is left alone and not counted.
my $deadline = time() + 5;
while (time() < $deadline) {
  my $done = waitpid(-1, WNOHANG);
  last if $done < 0;
  select(undef, undef, undef, 0.05) if $done == 0;
}
my (undef, undef, $user, $system) = times();
if (open(my $report, '>&=', 3)) {
  printf $report "%.2f %.2f\n", $user, $system;
  close($report);
}
exit($status & 127 ? 128 + ($status & 127) : $status >> 8);
