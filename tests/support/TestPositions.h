// Positions shared by several engine tests, as OBX records.
#pragma once

namespace testpos {

// Middle-game and late positions with captures, jumps available and (nearly) blocked sides.
inline constexpr const char* kMiddleGames[] = {
    "T1G1T/1G3/2G2/5/T3T t g17 c0 - 5",           "TG1GT/GG1G1/2G2/1G3/T2GT g g11 c1 - 18",
    "T1GGT/1GTG1/GG1GG/1G1G1/T2G1 t g8 c1 - 23",  "TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g0 c4 - 60",
    "GGGGT/GTGGG/GGGG1/1GG1T/TG1GG t g0 c3 - 61", "TGT2/GGG2/5/3GG/T1G1T g g9 c4 - 22",
    "TGGGG/GGGGG/GGTGG/GGGG1/1GT1T t g0 c2 - 71", "TTGGG/TTGGG/GGGGG/GGGG1/GGG2 g g0 c2 - 44",
};

}  // namespace testpos
