package org.teamchess.registration.repository;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.UUID;

/**
 * A school, once for all its applications: known by its name and municipality, compared without
 * regard to case and spacing ({@code normalized_key}).
 */
@Entity
@Table(name = "school")
public class School {

    @Id
    private UUID id;

    @Column(name = "name", nullable = false)
    private String name;

    @Column(name = "municipality", nullable = false)
    private String municipality;

    @Column(name = "normalized_key", nullable = false, unique = true)
    private String normalizedKey;

    protected School() {
        // for JPA
    }

    public UUID id() {
        return id;
    }

    public String name() {
        return name;
    }

    public String municipality() {
        return municipality;
    }
}
