package org.teamchess.registration.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReservePlacesTest {

    private static final List<String> SEED = List.of("male", "female");

    @Test
    void aLoneGirlTakesTheGirlsPlaceThoughItIsTheSecond() {
        assertEquals(List.of(Optional.of("female")), ReservePlaces.assign(SEED, List.of("female")));
    }

    @Test
    void theOrderOfTheReservesDoesNotMatter() {
        assertEquals(List.of(Optional.of("female"), Optional.of("male")), ReservePlaces.assign(SEED, List.of("female", "male")));
    }

    @Test
    void aSecondBoyFindsNoPlace() {
        assertEquals(List.of(Optional.of("male"), Optional.empty()), ReservePlaces.assign(SEED, List.of("male", "male")));
    }

    @Test
    void anOpenPlaceTakesAnyoneOnceTheOwnGendersPlacesAreTaken() {
        assertEquals(List.of(Optional.of("female"), Optional.of("any"), Optional.empty()),
                ReservePlaces.assign(List.of("any", "female"), List.of("female", "female", "male")));
    }

    @Test
    void theRuleListsThePlacesTakenThenThoseLeft() {
        assertEquals(List.of("female", "male"), ReservePlaces.rule(SEED, List.of("female")));
        assertEquals(List.of("male", "female"), ReservePlaces.rule(SEED, List.of("male")));
        // Refused by the validator; the rule still names every place.
        assertEquals(List.of("male", "any", "female"), ReservePlaces.rule(SEED, List.of("male", "male")));
    }
}
