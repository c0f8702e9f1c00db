#include "SmallBoards.h"

namespace smallboards {

bagh::lambs::BoardSpec tiny9() {
    return {"tiny9",
            9,
            {{1, 2, 3, 4}, {5, 6, 7, 8}, {0, 2, 6}, {0, 3, 7}, {1, 5}, {4, 8}},
            {0, 3},
            4,
            {1, 4, 4},
            {{0, 4, 3, 2, 1, 8, 7, 6, 5}}};
}

bagh::lambs::BoardSpec tiny13(int goats) {
    return {"tiny13",
            13,
            {{1, 2, 3, 4, 5, 6},
             {7, 8, 9, 10, 11, 12},
             {0, 2, 8},
             {0, 3, 9},
             {0, 4, 10},
             {0, 5, 11},
             {1, 7},
             {6, 12}},
            {0, 3, 4},
            goats,
            {1, 6, 6},
            {{0, 6, 5, 4, 3, 2, 1, 12, 11, 10, 9, 8, 7}}};
}

}  // namespace smallboards
