#include "engine/match/MatchScore.h"

#include <cmath>
#include <cstdio>

#include "engine/match/TraditionalMatch.h"

namespace bagh::match {
namespace {

constexpr double kZ95 = 1.959963984540054;

double eloOf(double p) { return -400.0 * std::log10(1.0 / p - 1.0); }

std::string number(double x) {
    char text[32];
    std::snprintf(text, sizeof text, x == std::floor(x) ? "%.0f" : "%.1f", x);
    return text;
}

}  // namespace

void MatchScore::add(Outcome outcome, bool firstWon, GrandWin grand) {
    if (outcome == Outcome::Draw || outcome == Outcome::None) {
        ++draws_;
        pointsFirst_ += 0.5, pointsSecond_ += 0.5;
        return;
    }
    const double points = grand != GrandWin::None ? kGrandWinPoints : 1;
    if (firstWon)
        ++wins_, pointsFirst_ += points;
    else
        ++losses_, pointsSecond_ += points;
}

double MatchScore::percent() const {
    return totalPoints() > 0 ? 100.0 * pointsFirst_ / totalPoints() : 50.0;
}

bool MatchScore::elo(double* difference, double* margin) const {
    const double n = games();
    if (n == 0) return false;
    const double p = (wins_ + 0.5 * draws_) / n;
    if (p <= 0 || p >= 1) return false;
    const double variance = (wins_ * std::pow(1 - p, 2) + draws_ * std::pow(0.5 - p, 2) +
                             losses_ * std::pow(0 - p, 2)) /
                            n;
    const double s = std::sqrt(variance / n);
    const double lo = p - kZ95 * s, hi = p + kZ95 * s;
    *difference = eloOf(p);
    // An interval reaching a score of 0 or 1 bounds nothing: the margin is infinite.
    *margin = lo <= 0 || hi >= 1 ? HUGE_VAL : (eloOf(hi) - eloOf(lo)) / 2;
    return true;
}

std::string MatchScore::pointsLine() const {
    char percentText[16];
    std::snprintf(percentText, sizeof percentText, "%.1f", percent());
    std::string line = "points " + number(points()) + " of " + number(totalPoints()) + " (" +
                       percentText + "%) elo ";
    double d = 0, m = 0;
    if (elo(&d, &m)) {
        char text[64];
        if (std::abs(d) < 0.5) d = 0;  // no "-0"
        std::snprintf(text, sizeof text, std::isfinite(m) ? "%.0f +- %.0f" : "%.0f +- inf", d, m);
        line += text;
    } else {
        const double p = games() ? (wins_ + 0.5 * draws_) / games() : 0.5;
        line += p >= 1 ? "inf +- inf" : p <= 0 ? "-inf +- inf" : "0 +- inf";
    }
    return line;
}

}  // namespace bagh::match
