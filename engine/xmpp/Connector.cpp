#include "engine/xmpp/Connector.h"

#include <arpa/nameser.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <resolv.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

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

// The targets of the domain's _xmpp-client._tcp SRV records, by priority; none if it has none.
std::vector<std::pair<std::string, int>> srvTargets(const std::string& domain) {
    std::vector<std::pair<int, std::pair<std::string, int>>> found;
    unsigned char answer[4096];
    const std::string name = "_xmpp-client._tcp." + domain;
    const int n = ::res_query(name.c_str(), ns_c_in, ns_t_srv, answer, sizeof answer);
    ns_msg msg;
    if (n <= 0 || ::ns_initparse(answer, n, &msg) != 0) return {};
    for (int i = 0; i < ns_msg_count(msg, ns_s_an); ++i) {
        ns_rr rr;
        if (::ns_parserr(&msg, ns_s_an, i, &rr) != 0 || ns_rr_type(rr) != ns_t_srv ||
            ns_rr_rdlen(rr) < 7)
            continue;
        const unsigned char* data = ns_rr_rdata(rr);
        const int priority = ns_get16(data);
        const int port = ns_get16(data + 4);
        char target[NS_MAXDNAME];
        if (::dn_expand(ns_msg_base(msg), ns_msg_end(msg), data + 6, target, sizeof target) < 0)
            continue;
        if (std::string(target) == "." || std::string(target).empty()) return {};  // no service
        found.push_back({priority, {target, port}});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::pair<std::string, int>> targets;
    for (auto& f : found) targets.push_back(std::move(f.second));
    return targets;
}

int connectTo(const std::string& host, int port, int timeoutMs, std::string* error) {
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* list = nullptr;
    int fd = -1;
    const int r = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &list);
    if (r != 0) {
        *error = "cannot find " + host + ": " + ::gai_strerror(r);
        return -1;
    }
    for (const addrinfo* a = list; a && fd < 0; a = a->ai_next)
        fd = connectOne(a, timeoutMs, error);
    ::freeaddrinfo(list);
    if (fd < 0) *error = "cannot connect to " + host + ":" + std::to_string(port) + ": " + *error;
    return fd;
}

void run(const std::shared_ptr<Connector::State>& state, const std::string& host, int port,
         bool srv, int timeoutMs) {
    std::string error;
    int fd = -1;
    if (srv)
        for (const auto& [target, targetPort] : srvTargets(host))
            if ((fd = connectTo(target, targetPort, timeoutMs, &error)) >= 0) break;
    if (fd < 0) fd = connectTo(host, port, timeoutMs, &error);
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

Connector::Connector(std::string host, int port, bool srv, int timeoutMs)
    : state_(std::make_shared<State>()) {
    std::thread(run, state_, std::move(host), port, srv, timeoutMs).detach();
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
