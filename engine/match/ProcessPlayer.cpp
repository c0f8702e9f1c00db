#include "ProcessPlayer.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

#include "core/Obx.h"

namespace bagh::match {
namespace {

std::int64_t nowMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace

ProcessPlayer::ProcessPlayer(std::vector<std::string> argv) : argv_(std::move(argv)) {}

ProcessPlayer::~ProcessPlayer() { stop(); }

std::string ProcessPlayer::name() const {
    if (argv_.empty()) return "cmd";
    const std::string& program = argv_.front();
    const std::size_t slash = program.find_last_of('/');
    return slash == std::string::npos ? program : program.substr(slash + 1);
}

bool ProcessPlayer::start(PlayerAnswer* answer) {
    stop();
    int in[2], out[2];
    if (argv_.empty() || ::pipe2(in, O_CLOEXEC) != 0) {
        *answer = {Move(), Forfeit::Crashed, "cannot start: no program or no pipe"};
        return false;
    }
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]), ::close(in[1]);
        *answer = {Move(), Forfeit::Crashed, "cannot start: no pipe"};
        return false;
    }
    std::vector<char*> args;
    for (std::string& a : argv_) args.push_back(a.data());
    args.push_back(nullptr);
    pid_ = ::fork();
    if (pid_ == 0) {      // the child: stdin and stdout are the pipes, stderr stays ours
        ::setpgid(0, 0);  // its own process group, so its children go when it is killed
        ::dup2(in[0], STDIN_FILENO);
        ::dup2(out[1], STDOUT_FILENO);
        ::execvp(args[0], args.data());
        ::_exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    toChild_ = in[1];
    fromChild_ = out[0];
    if (pid_ < 0) {
        stop();
        *answer = {Move(), Forfeit::Crashed, std::string("cannot start: ") + std::strerror(errno)};
        return false;
    }
    std::string line;
    const std::int64_t deadline = nowMs() + kStartTimeoutMs;
    if (!send("isready")) {
        *answer = {Move(), Forfeit::Crashed, "exited before readyok"};
        return false;
    }
    for (;;) {
        const Read r = readLine(&line, deadline);
        if (r == Read::Eof)
            return *answer = {Move(), Forfeit::Crashed, "exited before readyok"}, false;
        if (r == Read::Timeout) return *answer = {Move(), Forfeit::Timeout, "no readyok"}, false;
        if (line == "readyok") return true;
    }
}

PlayerAnswer ProcessPlayer::move(const Game& game, const MoveLimits& limits) {
    std::string position = "position obx " + writeObx(game.startPosition());
    if (game.length() > 0) {
        position += " moves";
        for (Move m : game.moves()) position += ' ' + m.toString();
    }
    const std::string go = limits.depth > 0 ? "go depth " + std::to_string(limits.depth)
                           : limits.movetimeMs > 0
                               ? "go movetime " + std::to_string(limits.movetimeMs)
                               : std::string("go");
    if (!send(position) || !send(go)) return {Move(), Forfeit::Crashed, "exited"};
    const std::int64_t allowed = limits.timeoutMs > 0    ? limits.timeoutMs
                                 : limits.movetimeMs > 0 ? limits.movetimeMs + kGraceMs
                                                         : kUnlimitedMoveTimeoutMs;
    const std::int64_t deadline = nowMs() + allowed;
    std::string line;
    for (;;) {
        const Read r = readLine(&line, deadline);
        if (r == Read::Eof) return {Move(), Forfeit::Crashed, "exited while thinking"};
        if (r == Read::Timeout)
            return {Move(), Forfeit::Timeout, "no bestmove in " + std::to_string(allowed) + " ms"};
        if (line.rfind("bestmove", 0) != 0) continue;  // info lines and chatter
        const std::string text = line.size() > 9 ? line.substr(9) : std::string();
        const std::string word = text.substr(0, text.find(' '));
        const auto parsed = parseMoveText(word);
        if (!parsed) return {Move(), Forfeit::Garbage, "bestmove '" + word + "'"};
        const Move m = findLegalMove(game.current(), *parsed);
        if (m.isNull() || !game.isLegal(m))
            return {Move(), Forfeit::Illegal, "illegal move '" + word + "'"};
        return {m};
    }
}

bool ProcessPlayer::send(const std::string& line) {
    if (toChild_ < 0) return false;
    const std::string text = line + '\n';
    std::size_t done = 0;
    while (done < text.size()) {
        // MSG_NOSIGNAL does not apply to pipes: the runner ignores SIGPIPE instead.
        const ssize_t n = ::write(toChild_, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

ProcessPlayer::Read ProcessPlayer::readLine(std::string* line, std::int64_t deadlineMs) {
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

void ProcessPlayer::stop() {
    if (pid_ > 0) {
        send("quit");
        // A moment to leave by itself, then no more patience.
        for (int i = 0; i < 20; ++i) {
            if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
                pid_ = -1;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        if (pid_ > 0) {
            ::kill(-pid_, SIGKILL);
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
    }
    pid_ = -1;
    if (toChild_ >= 0) ::close(toChild_);
    if (fromChild_ >= 0) ::close(fromChild_);
    toChild_ = fromChild_ = -1;
    buffer_.clear();
}

}  // namespace bagh::match
