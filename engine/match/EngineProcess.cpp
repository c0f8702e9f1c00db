#include "engine/match/EngineProcess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <sstream>
#include <thread>

namespace bagh::match {
namespace {

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

EngineProcess::Reply fail(Forfeit f, std::string detail) {
    return EngineProcess::Reply{f, std::move(detail), {}, {}};
}

}  // namespace

EngineProcess::EngineProcess(std::vector<std::string> argv) : argv_(std::move(argv)) {}

EngineProcess::~EngineProcess() { stop(); }

std::string EngineProcess::name() const {
    if (argv_.empty()) return "cmd";
    const std::string& program = argv_.front();
    const std::size_t slash = program.find_last_of('/');
    return slash == std::string::npos ? program : program.substr(slash + 1);
}

EngineProcess::Reply EngineProcess::start(const std::vector<std::string>& setup) {
    stop();
    // The child's stdin is a socket, so that writing to a program that died is an error
    // (MSG_NOSIGNAL) instead of a SIGPIPE that would end the whole runner; its stdout is a pipe.
    int in[2], out[2];
    if (argv_.empty() || ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0)
        return fail(Forfeit::Crashed, "cannot start: no program or no socket");
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]), ::close(in[1]);
        return fail(Forfeit::Crashed, "cannot start: no pipe");
    }
    toChild_ = in[1];
    fromChild_ = out[0];
    const int error = spawn(in[0], out[1]);
    ::close(in[0]);
    ::close(out[1]);
    if (error != 0) {
        stop();
        return fail(Forfeit::Crashed,
                    "cannot start '" + argv_.front() + "': " + std::strerror(error));
    }
    std::string line;
    const std::int64_t deadline = nowMs() + kStartTimeoutMs;
    for (const std::string& s : setup)
        if (!send(s)) return fail(Forfeit::Crashed, "exited before readyok");
    if (!send("isready")) return fail(Forfeit::Crashed, "exited before readyok");
    for (;;) {
        const Read r = readLine(&line, deadline);
        if (r == Read::Eof) return fail(Forfeit::Crashed, "exited before readyok");
        if (r == Read::Timeout) return fail(Forfeit::Timeout, "no readyok");
        if (line == "readyok") return {};
    }
}

EngineProcess::Reply EngineProcess::think(const std::string& position, const MoveLimits& limits) {
    // Without a limit of the match the program gets a fixed second, so games stay comparable.
    const std::int64_t movetime = limits.movetimeMs > 0 ? limits.movetimeMs : kDefaultMovetimeMs;
    const std::string go = limits.depth > 0 ? "go depth " + std::to_string(limits.depth)
                                            : "go movetime " + std::to_string(movetime);
    if (!send(position) || !send(go)) return fail(Forfeit::Crashed, "exited");
    const std::int64_t allowed = limits.timeoutMs > 0 ? limits.timeoutMs
                                 : limits.depth > 0   ? kDepthMoveTimeoutMs
                                                      : movetime + kGraceMs;
    const std::int64_t deadline = nowMs() + allowed;
    std::string line;
    for (;;) {
        const Read r = readLine(&line, deadline);
        if (r == Read::Eof) return fail(Forfeit::Crashed, "exited while thinking");
        if (r == Read::Timeout)
            return fail(Forfeit::Timeout, "no bestmove in " + std::to_string(allowed) + " ms");
        if (line.rfind("bestmove", 0) != 0) continue;  // info lines and chatter
        std::istringstream words(line);
        std::string keyword, word;
        words >> keyword >> word;
        if (keyword != "bestmove" || word.empty())
            return fail(Forfeit::Garbage, "'" + line.substr(0, 80) + "'");
        return {Forfeit::None, {}, line, word};
    }
}

// posix_spawnp rather than fork + exec: safe while other threads run (engines, other games),
// and a program that cannot be executed is reported here rather than as an early exit. The
// child gets our socket and pipe as stdin and stdout, keeps our stderr (a bot's diagnostics
// stay visible), no other descriptor, and a process group of its own, so that killing the
// group also ends anything a wrapper script started.
int EngineProcess::spawn(int childIn, int childOut) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    ::posix_spawn_file_actions_init(&actions);
    ::posix_spawn_file_actions_adddup2(&actions, childIn, STDIN_FILENO);
    ::posix_spawn_file_actions_adddup2(&actions, childOut, STDOUT_FILENO);
    ::posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
    ::posix_spawnattr_init(&attr);
    ::posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
    ::posix_spawnattr_setpgroup(&attr, 0);
    // An ignored SIGPIPE would be inherited through exec; the program gets the default.
    sigset_t pipeSignal;
    ::sigemptyset(&pipeSignal);
    ::sigaddset(&pipeSignal, SIGPIPE);
    ::posix_spawnattr_setsigdefault(&attr, &pipeSignal);
    std::vector<char*> args;
    for (std::string& a : argv_) args.push_back(a.data());
    args.push_back(nullptr);
    pid_t pid = -1;
    const int error = ::posix_spawnp(&pid, args[0], &actions, &attr, args.data(), environ);
    ::posix_spawnattr_destroy(&attr);
    ::posix_spawn_file_actions_destroy(&actions);
    pid_ = error == 0 ? pid : -1;
    return error;
}

bool EngineProcess::send(const std::string& line) {
    if (toChild_ < 0) return false;
    const std::string text = line + '\n';
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::send(toChild_, text.data() + done, text.size() - done, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

EngineProcess::Read EngineProcess::readLine(std::string* line, std::int64_t deadlineMs) {
    for (;;) {
        const std::size_t nl = buffer_.find('\n');
        if (nl != std::string::npos) {
            *line = buffer_.substr(0, nl);
            if (!line->empty() && line->back() == '\r') line->pop_back();
            buffer_.erase(0, nl + 1);
            return Read::Line;
        }
        if (buffer_.size() > (1u << 20)) buffer_.clear();  // a flood without newlines
        const std::int64_t left = deadlineMs - nowMs();
        if (left <= 0 || fromChild_ < 0) return fromChild_ < 0 ? Read::Eof : Read::Timeout;
        pollfd p{fromChild_, POLLIN, 0};
        const int ready = ::poll(&p, 1, static_cast<int>(std::min<std::int64_t>(left, 1 << 30)));
        if (ready < 0 && errno == EINTR) continue;
        if (ready == 0) return Read::Timeout;
        char chunk[4096];
        const ssize_t n = ::read(fromChild_, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return Read::Eof;
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

void EngineProcess::stop() {
    if (pid_ > 0) {
        send("quit");
        // A moment to leave by itself. WNOWAIT keeps an exited child a zombie, so its pid (and
        // process group id) cannot be reused before the group is killed below.
        for (int i = 0; i < 20; ++i) {
            siginfo_t info{};
            if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
                info.si_pid == pid_)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        // No more patience: the program and anything it started in its group go.
        ::kill(-pid_, SIGKILL);
        ::kill(pid_, SIGKILL);
        while (::waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
        }
    }
    pid_ = -1;
    if (toChild_ >= 0) ::close(toChild_);
    if (fromChild_ >= 0) ::close(fromChild_);
    toChild_ = fromChild_ = -1;
    buffer_.clear();
}

}  // namespace bagh::match
