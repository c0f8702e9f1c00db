#include "engine/xmpp/Connector.h"

#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>

namespace bagh::xmpp {

struct Connector::State {
    std::mutex mutex;
    bool done = false;
    bool abandoned = false;
    int socket = -1;
    std::string error;
};

namespace {

// One address, within the time left: a non-blocking connect waited for with poll.
int connectOne(const addrinfo* a, int timeoutMs, std::string* error) {
    const int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
    if (fd < 0) return *error = std::strerror(errno), -1;
    const int flags = ::fcntl(fd, F_GETFL, 0);
    ::fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    if (::connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
        if (errno != EINPROGRESS) {
            *error = std::strerror(errno);
            ::close(fd);
            return -1;
        }
        pollfd p{fd, POLLOUT, 0};
        if (::poll(&p, 1, timeoutMs) <= 0) {
            *error = "no answer within " + std::to_string(timeoutMs / 1000) + " s";
            ::close(fd);
            return -1;
        }
        int soError = 0;
        socklen_t len = sizeof soError;
        ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &len);
        if (soError != 0) {
            *error = std::strerror(soError);
            ::close(fd);
            return -1;
        }
    }
    ::fcntl(fd, F_SETFL, flags);  // gloox reads with MSG_DONTWAIT and writes blocking
    return fd;
}

void run(const std::shared_ptr<Connector::State>& state, const std::string& host, int port,
         int timeoutMs) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* list = nullptr;
    std::string error;
    int fd = -1;
    const int r = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &list);
    if (r != 0) {
        error = "cannot find " + host + ": " + ::gai_strerror(r);
    } else {
        for (const addrinfo* a = list; a && fd < 0; a = a->ai_next)
            fd = connectOne(a, timeoutMs, &error);
        ::freeaddrinfo(list);
        if (fd < 0) error = "cannot connect to " + host + ":" + std::to_string(port) + ": " + error;
    }
    std::lock_guard lock(state->mutex);
    state->done = true;
    state->error = error;
    if (state->abandoned) {
        if (fd >= 0) ::close(fd);
    } else {
        state->socket = fd;
    }
}

}  // namespace

Connector::Connector(std::string host, int port, int timeoutMs)
    : state_(std::make_shared<State>()) {
    std::thread(run, state_, std::move(host), port, timeoutMs).detach();
}

Connector::~Connector() {
    std::lock_guard lock(state_->mutex);
    state_->abandoned = true;
    if (state_->socket >= 0) ::close(state_->socket);
    state_->socket = -1;
}

bool Connector::done() const {
    std::lock_guard lock(state_->mutex);
    return state_->done;
}

int Connector::takeSocket() {
    std::lock_guard lock(state_->mutex);
    const int fd = state_->socket;
    state_->socket = -1;
    return fd;
}

std::string Connector::error() const {
    std::lock_guard lock(state_->mutex);
    return state_->error;
}

}  // namespace bagh::xmpp
